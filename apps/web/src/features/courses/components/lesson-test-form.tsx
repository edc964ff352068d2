import type { LessonQuestionDto, LessonTestDto } from '@expert-portal/contracts';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/api/api-error';
import { errorMessage } from '@/shared/api/error-message';
import { useCheckAnswers } from '../api/my-use-check-answers';
import { LessonQuestion } from './lesson-question';

/** The request went out and no answer came back: the server may have graded it, or never seen it. */
function isLost(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');
}

interface LessonTestFormProps {
  courseId: number;
  lessonId: number;
  test: LessonTestDto;
  questions: LessonQuestionDto[];
  /** Reads the result again (GET …/results/): after a lost answer, to see whether the attempt was graded. */
  onRefreshResult: () => void;
  refreshing: boolean;
}

/**
 * The one attempt at a lesson test: every question answered or left out, a confirmation, then the
 * answers go once. Whether the server took them shows in the result, which then replaces this form.
 */
export function LessonTestForm({
  courseId,
  lessonId,
  test,
  questions,
  onRefreshResult,
  refreshing,
}: LessonTestFormProps) {
  const { t } = useTranslation('courses');
  const [selected, setSelected] = useState<Record<number, number[]>>({});
  const [confirming, setConfirming] = useState(false);
  const check = useCheckAnswers(courseId, lessonId, test.id);
  const total = questions.length;
  const answered = questions.filter((question) => (selected[question.id] ?? []).length > 0).length;
  const lost = check.isError && isLost(check.error);

  const send = (): void => {
    setConfirming(false);
    check.mutate(
      questions.map((question) => ({ question_id: question.id, answer_id: selected[question.id] ?? [] })),
    );
  };

  return (
    <Stack gap="md">
      <Group gap={6} wrap="nowrap">
        <IconInfoCircle size={18} color="var(--mantine-color-blue-6)" aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm">{t('test.oneAttempt')}</Text>
      </Group>
      {questions.map((question, index) => (
        <LessonQuestion
          key={question.id}
          question={question}
          number={index + 1}
          total={total}
          selected={selected[question.id] ?? []}
          onChange={(ids) => setSelected((current) => ({ ...current, [question.id]: ids }))}
          disabled={check.isPending}
        />
      ))}
      {check.isError && (
        <Alert color="red" role="alert" title={t('send.failed')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{lost ? t('send.pending') : errorMessage(check.error, t)}</Text>
            <Group gap="xs">
              {lost && (
                <Button size="compact-sm" variant="light" onClick={onRefreshResult} loading={refreshing}>
                  {t('send.refresh')}
                </Button>
              )}
              <Button size="compact-sm" color="red" onClick={send}>
                {t('send.retry')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={500}>
          {t('test.answered', { answered, total })}
        </Text>
        <Button onClick={() => setConfirming(true)} loading={check.isPending} disabled={total === 0}>
          {t('test.send')}
        </Button>
      </Group>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('confirm.title')}
        centered
        size="sm"
        zIndex={400}
      >
        <Stack gap="md">
          <Text>
            {answered < total
              ? t('confirm.textUnanswered', { answered, total, unanswered: total - answered })
              : t('confirm.text', { total })}
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('confirm.cancel')}
            </Button>
            <Button onClick={send}>{t('confirm.send')}</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
