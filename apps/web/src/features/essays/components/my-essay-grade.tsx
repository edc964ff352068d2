import { ESSAY_PASS_GRADE, type UserEssayDto } from '@expert-portal/contracts';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/lib/dates';
import { formatScore } from '@/shared/lib/score';

/** The essay's one grade once given: points out of 100, passed from 50; a waiting note before. */
export function MyEssayGrade({ essay }: { essay: UserEssayDto | null }) {
  const { t, i18n } = useTranslation('selection');
  const grade = essay?.grades.at(-1);

  if (!grade) {
    return (
      <Text size="sm" c="dimmed">
        {t(essay?.file ? 'essay.grade.pending' : 'essay.grade.notUploaded')}
      </Text>
    );
  }
  // The server decides it (a grade of 50 or more passes).
  const { passed } = grade;
  return (
    <Stack gap="xs" data-testid="essay-grade">
      <Group gap="md" align="center">
        <Text fz={28} fw={700} lh={1.2}>
          {/* Grades keep hundredths; both languages write a decimal comma (72,5). */}
          {t('essay.grade.points', { grade: formatScore(grade.grade) })}
        </Text>
        <Badge color={passed ? 'green' : 'red'} size="lg" variant="light">
          {t(passed ? 'essay.grade.passed' : 'essay.grade.failed')}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {t('essay.grade.threshold', { threshold: ESSAY_PASS_GRADE })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('essay.grade.gradedAt', { date: formatDateTime(grade.graded_at, i18n.language) })}
      </Text>
    </Stack>
  );
}
