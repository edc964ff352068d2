import type { PreCourseTestDto } from '@expert-portal/contracts';
import { Alert, Badge, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { formatDateTime } from '@/shared/lib/dates';
import { formatScore } from '@/shared/lib/score';
import type { RefusedAnswer } from '../api/answer-queue';
import { useMyTestResult } from '../api/my-use-test-result';
import { localTitle } from '@/shared/lib/local-title';
import { useLastShown } from '@/shared/lib/use-last-shown';
import { MyRefusedAnswers } from './my-unsaved-answers';

function ResultBody({ test }: { test: PreCourseTestDto }) {
  const { t, i18n } = useTranslation('pre-course-tests');
  const result = useMyTestResult(test.id);
  if (result.isPending)
    return (
      <Stack gap="xs" aria-busy="true" aria-label={t('result.loading')}>
        <Skeleton height={48} width="50%" />
        <Skeleton height={20} />
        <Skeleton height={20} width="70%" />
      </Stack>
    );
  if (result.isError)
    return (
      <Alert color="red" role="alert" title={t('result.loadError')}>
        {errorMessage(result.error, t)}
      </Alert>
    );
  const { grade, passed, finished_at, expired, results } = result.data;
  const answered = results.filter((answer) => answer.selected.length > 0).length;
  const Icon = passed ? IconCircleCheck : IconCircleX;
  return (
    <Stack gap="md">
      <Text fw={500}>{localTitle(test, i18n.language)}</Text>
      <Group gap="md" align="center">
        <Icon
          size={44}
          color={passed ? 'var(--mantine-color-green-7)' : 'var(--mantine-color-red-7)'}
          aria-hidden
        />
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t('result.pointsLabel')}
          </Text>
          <Text fz={28} fw={700} lh={1.2}>
            {t('result.points', { grade: formatScore(grade) })}
          </Text>
        </Stack>
        <Badge size="lg" color={passed ? 'green' : 'red'} variant="light" style={{ textTransform: 'none' }}>
          {t(passed ? 'result.passed' : 'result.failed')}
        </Badge>
      </Group>
      <Stack gap={4}>
        <Text size="sm">{t('result.passMark', { percent: test.pass_percent })}</Text>
        <Text size="sm">{t('result.answered', { answered, total: test.question_count })}</Text>
        <Text size="sm">{t('result.date', { date: formatDateTime(finished_at, i18n.language) })}</Text>
      </Stack>
      {expired && (
        <Alert color="yellow" variant="light">
          {t('result.expired')}
        </Alert>
      )}
    </Stack>
  );
}

export interface MyResultModalProps {
  test: PreCourseTestDto | null;
  /** Answers of the attempt just finished that the server refused as late: they are not counted. */
  refused?: RefusedAnswer[];
  onClose: () => void;
}

/**
 * The result of a finished test (/user/tests): points out of 100, passed or failed, the date; after an attempt
 * whose late answers were refused, which ones were not counted, above it.
 */
export function MyResultModal({ test: shown, refused = [], onClose }: MyResultModalProps) {
  const { t } = useTranslation('pre-course-tests');
  const test = useLastShown(shown);
  return (
    <Modal opened={shown !== null} onClose={onClose} title={t('result.title')} centered>
      {test && (
        <Stack gap="lg">
          <MyRefusedAnswers refused={refused} />
          <ResultBody test={test} />
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('result.close')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
