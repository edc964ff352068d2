import type { LessonQuestionDto, LessonTestResultDto } from '@expert-portal/contracts';
import { Group, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/lib/dates';
import { formatScore } from '@/shared/lib/score';
import { LessonQuestionResult } from './lesson-question';

interface LessonTestResultProps {
  result: LessonTestResultDto;
  questions: LessonQuestionDto[] | undefined;
}

/** The graded attempt, read-only: points out of 100, then each question with the chosen and correct options. */
export function LessonTestResult({ result, questions }: LessonTestResultProps) {
  const { t, i18n } = useTranslation('courses');
  const total = result.results.length;
  const correct = result.results.filter((answer) => answer.is_correct).length;

  return (
    <Stack gap="md" data-testid="lesson-test-result">
      <Group gap="lg" align="flex-end">
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t('result.pointsLabel')}
          </Text>
          <Text fz={28} fw={700} lh={1.2}>
            {t('result.points', { grade: formatScore(result.grade) })}
          </Text>
        </Stack>
        <Stack gap={2}>
          <Text size="sm">{t('result.correctCount', { correct, total })}</Text>
          <Text size="sm" c="dimmed">
            {t('result.date', { date: formatDateTime(result.submitted_at, i18n.language) })}
          </Text>
        </Stack>
      </Group>
      <Group gap={6} wrap="nowrap">
        <IconLock size={16} aria-hidden />
        <Text size="sm" c="dimmed">
          {t('result.readOnly')}
        </Text>
      </Group>
      {result.results.map((answer, index) => (
        <LessonQuestionResult
          key={answer.question_id}
          result={answer}
          question={questions?.find((question) => question.id === answer.question_id)}
          number={index + 1}
          total={total}
        />
      ))}
    </Stack>
  );
}
