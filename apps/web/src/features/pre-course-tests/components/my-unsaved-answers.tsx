import { Alert, List, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AnswerQueueState, RefusedAnswer } from '../api/answer-queue';

/** Answers the server refused (too late, so not counted), each with its explanation naming the question. */
export function MyRefusedAnswers({ refused }: { refused: RefusedAnswer[] }) {
  const { t } = useTranslation('pre-course-tests');
  if (refused.length === 0) return null;
  return (
    <Alert color="red" variant="light" role="alert" title={t('queue.refusedTitle')}>
      <List size="sm" spacing={4}>
        {refused.map((answer) => (
          <List.Item key={answer.question_id}>{answer.message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

export interface MyUnsavedAnswersProps {
  queue: AnswerQueueState;
  /** The countdown's label (the server's time left). */
  timeLeft: string;
}

/**
 * The offline attempt's notices: while answers wait in the browser for the connection, how many and how long
 * the test has left; answers the server refused (too late), each with its explanation naming the question.
 */
export function MyUnsavedAnswers({ queue, timeLeft }: MyUnsavedAnswersProps) {
  const { t } = useTranslation('pre-course-tests');
  const unsaved = queue.pending.length;
  return (
    <>
      {queue.held && unsaved > 0 && (
        <Alert
          color="yellow"
          variant="light"
          role="status"
          title={t('queue.title')}
          icon={<IconCloudOff aria-hidden />}
          data-testid="unsaved-answers"
        >
          <Text size="sm">{t('queue.text', { unsaved, time: timeLeft })}</Text>
        </Alert>
      )}
      <MyRefusedAnswers refused={queue.refused} />
    </>
  );
}
