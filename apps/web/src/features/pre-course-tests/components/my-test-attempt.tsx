import type { PreCourseQuestionDto, PreCourseTestDto } from '@expert-portal/contracts';
import { testAttemptMachine, type TestAttemptInput } from '@expert-portal/machines';
import { Alert, Button, CloseButton, Group, LoadingOverlay, Modal, Stack, Text } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { ApiError } from '@/shared/api/api-error';
import type { AnswerQueue, RefusedAnswer } from '../api/answer-queue';
import { answerQueueFor, answerStorageKey, holdAnswerQueue, onAnswerSaved } from '../api/answer-queues';
import { submitAnswers } from '../api/my-attempt-requests';
import { localTitle } from '@/shared/lib/local-title';
import {
  AnsweredCount,
  AttemptClock,
  AttemptConfirm,
  AttemptQuestions,
  AttemptSaveNotices,
} from './my-attempt-parts';
import { useMediaMatch } from '@/shared/lib/use-media-match';

/** A failed submission shows the server's message, else its detail, else «Ошибка отправки.». */
function submitErrorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.kind === 'network') return t('common:error.network');
    if (error.kind === 'timeout') return t('common:error.timeout');
    const field = error.fieldErrors ? Object.values(error.fieldErrors)[0]?.[0] : undefined;
    return error.detail ?? error.errorText ?? field ?? t('submit.failed');
  }
  return t('submit.failed');
}

/** The attempt's deadline by this page's monotonic clock, set from the server's seconds left at each save. */
interface ServerDeadline {
  at: number;
}

/** The last submission stopped on answers still waiting in the browser (not on the server's refusal). */
interface StalledSubmission {
  onQueue: boolean;
}

function secondsTo(deadline: ServerDeadline): number {
  return Math.max(0, Math.ceil((deadline.at - performance.now()) / 1000));
}

/**
 * The attempt's answer queue: each choice kept in localStorage under the attempt (a reload sends what was not
 * sent) and sent in order while the test is open; each acknowledgement carries the server's time left. The
 * queue is the one the candidate area's sender uses for the attempt (answer-queues.ts), never a second one.
 */
function useAnswerQueue(test: PreCourseTestDto, deadline: ServerDeadline) {
  const key = answerStorageKey(test.id, test.attempt?.started_at ?? '');
  const queue = answerQueueFor(key);
  useEffect(() => {
    const stopListening = onAnswerSaved(key, (saved) => {
      deadline.at = performance.now() + saved.seconds_left * 1000;
    });
    const release = holdAnswerQueue(key);
    return () => {
      stopListening();
      release();
    };
  }, [key, deadline]);
  return queue;
}

/**
 * The machine with the requests of this app: each answer goes to the queue (kept in the browser, sent when
 * it can be), the countdown follows the server's deadline, and the attempt is sent once the queue is.
 */
function useAttemptMachine(
  input: TestAttemptInput,
  queue: AnswerQueue,
  deadline: ServerDeadline,
  stalled: StalledSubmission,
  t: TFunction,
) {
  // Created once: useActorRef keeps the first machine for the component's life.
  const [machine] = useState(() =>
    testAttemptMachine.provide({
      actors: {
        saveAnswer: fromPromise(async ({ input: save }) => {
          queue.enqueue({ question_id: save.question_id, answer_id: save.answer_id });
          return {
            question_id: save.question_id,
            answer_id: save.answer_id,
            seconds_left: secondsTo(deadline),
          };
        }),
        submitAnswers: fromPromise(async ({ input: submission }) => {
          // Finishing never goes ahead of answers still waiting in the browser.
          stalled.onQueue = false;
          if (!(await queue.flush())) {
            stalled.onQueue = true;
            throw new Error(t('queue.notFlushed', { unsaved: queue.getState().pending.length }));
          }
          return submitAnswers(submission).catch((error: unknown) => {
            throw new Error(submitErrorText(error, t));
          });
        }),
      },
    }),
  );
  return useActorRef(machine, { input });
}

export interface MyTestAttemptProps {
  test: PreCourseTestDto;
  questions: PreCourseQuestionDto[];
  /** The server's seconds left when the questions were fetched: the countdown starts from them. */
  secondsLeft: number;
  /**
   * The attempt was sent and graded (or found graded by the server): show its result, beside the answers the
   * server refused as late (not counted).
   */
  onSubmitted: (test: PreCourseTestDto, refused: RefusedAnswer[]) => void;
}

/**
 * The timed test of /user/tests in a modal, run by the `testAttempt` machine: the countdown from the
 * server's time left, danger at 60 s and auto-submit at zero; every choice kept in the browser and sent to
 * the server at once, or when the connection is back (a banner says how many wait); finishing asks first and
 * sends what waits before the attempt; leaving (the close button, a link, the browser's back) warns and submits the answers.
 */
export function MyTestAttempt({ test, questions, secondsLeft, onSubmitted }: MyTestAttemptProps) {
  const { t, i18n } = useTranslation('pre-course-tests');
  const mobile = useMediaMatch('(max-width: 48em)');
  const [deadline] = useState<ServerDeadline>(() => ({ at: performance.now() + secondsLeft * 1000 }));
  const queue = useAnswerQueue(test, deadline);
  const [stalled] = useState<StalledSubmission>(() => ({ onQueue: false }));
  const [input] = useState<TestAttemptInput>(() => {
    // Answers kept in the browser (not yet sent when the page was reloaded) are newer than the server's.
    const kept = new Map(queue.getState().pending.map((answer) => [answer.question_id, answer.answer_id]));
    return {
      test_id: test.id,
      questions: questions.map((question) => ({
        question_id: question.id,
        answer_ids: question.answers.map((answer) => answer.id),
        multiple: question.multiple,
      })),
      time_limit_ms: test.time_limit_seconds * 1000,
      remaining_ms: secondsLeft * 1000,
      saved: questions.map((question) => ({
        question_id: question.id,
        answer_id: kept.get(question.id) ?? question.selected,
      })),
    };
  });
  const actor = useAttemptMachine(input, queue, deadline, stalled, t);
  const send = actor.send;
  // This component follows only what changes its frame and its effects; the clock, the count, the questions and
  // the dialogs follow their own parts (my-attempt-parts.tsx).
  const answering = useSelector(actor, (snapshot) => snapshot.matches('answering'));
  const done = useSelector(actor, (snapshot) => snapshot.status === 'done');
  const failed = useSelector(actor, (snapshot) => snapshot.matches('submit_failed'));
  const warning = useSelector(actor, (snapshot) => snapshot.hasTag('dialog:leave-warning'));
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const timedOut = useSelector(actor, (snapshot) => snapshot.context.reason === 'timeout');
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const drained = useSyncExternalStore(queue.subscribe, () => queue.getState().pending.length === 0);
  const total = questions.length;

  // Leaving by navigation: warn through the machine, then let the navigation go once the answers are in.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    return !done && currentLocation.pathname !== nextLocation.pathname;
  });
  const leavingByLink = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (done || failed) {
      // Sent, or not sendable now: the answers are saved on the server, which grades them at the deadline.
      blocker.proceed();
    } else if (answering && !warning && !leavingByLink.current) {
      leavingByLink.current = true;
      send({ type: 'attempt.leave' });
    } else if (answering && !warning && leavingByLink.current) {
      // The warning was cancelled: stay.
      leavingByLink.current = false;
      blocker.reset();
    }
  }, [blocker, done, failed, answering, warning, send]);

  // Closing the tab or reloading: the browser's own warning (the answers are saved; the attempt goes on).
  useEffect(() => {
    if (!answering) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [answering]);

  // Time ran out while answers waited for the connection: once they are in (or refused as late), the
  // attempt goes on to its result by itself, instead of keeping the stale «could not save» and a dead page.
  useEffect(() => {
    if (failed && timedOut && drained && stalled.onQueue) {
      stalled.onQueue = false;
      send({ type: 'attempt.retry' });
    }
  }, [failed, timedOut, drained, stalled, send]);

  useEffect(() => {
    if (done && blocker.state !== 'blocked') onSubmitted(test, queue.getState().refused);
  }, [done, blocker.state, onSubmitted, test, queue]);

  const select = useCallback(
    (questionId: number, answerId: number) =>
      send({ type: 'answer.select', question_id: questionId, answer_id: answerId }),
    [send],
  );
  const title = localTitle(test, i18n.language);

  return (
    <Modal.Root
      opened
      onClose={() => answering && send({ type: 'attempt.leave' })}
      fullScreen={mobile}
      size="xl"
    >
      <Modal.Overlay />
      <Modal.Content aria-busy={busy}>
        <Modal.Header style={{ flexDirection: 'column', alignItems: 'stretch', gap: 8 }}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Modal.Title fw={700} fz="lg" style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Modal.Title>
            <CloseButton
              aria-label={t('attempt.leave')}
              onClick={() => send({ type: 'attempt.leave' })}
              disabled={!answering}
            />
          </Group>
          <Group justify="space-between" gap="xs">
            <Group gap="sm">
              <AttemptClock actor={actor} />
              <AnsweredCount actor={actor} total={total} />
            </Group>
            <Button onClick={() => send({ type: 'attempt.finish' })} disabled={!answering}>
              {t('attempt.finish')}
            </Button>
          </Group>
          <AttemptSaveNotices actor={actor} queue={queue} />
        </Modal.Header>
        <Modal.Body>
          <LoadingOverlay visible={busy} zIndex={10} loaderProps={{ children: t('submit.sending') }} />
          <Stack gap="md" pt="xs">
            {timedOut && (busy || failed) && (
              <Alert color="orange" role="status">
                {t('submit.timeout')}
              </Alert>
            )}
            {failed && (
              <Alert color="red" role="alert" title={t('submit.failedTitle')}>
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">{error}</Text>
                  <Button size="compact-sm" color="red" onClick={() => send({ type: 'attempt.retry' })}>
                    {t('submit.retry')}
                  </Button>
                </Stack>
              </Alert>
            )}
            <AttemptQuestions actor={actor} questions={questions} onSelect={select} disabled={!answering} />
            <Group justify="flex-end">
              <Button onClick={() => send({ type: 'attempt.finish' })} disabled={!answering}>
                {t('attempt.finish')}
              </Button>
            </Group>
          </Stack>
        </Modal.Body>
      </Modal.Content>
      <AttemptConfirm
        actor={actor}
        tag="dialog:confirm-finish"
        total={total}
        title={t('finish.title')}
        text={(answered) =>
          answered < total
            ? t('finish.textUnanswered', { answered, total, unanswered: total - answered })
            : t('finish.text', { total })
        }
        confirm={t('finish.confirm')}
        cancel={t('finish.cancel')}
      />
      <AttemptConfirm
        actor={actor}
        tag="dialog:leave-warning"
        total={total}
        title={t('leave.title')}
        text={(answered) => t('leave.text', { answered, total })}
        confirm={t('leave.confirm')}
        cancel={t('leave.cancel')}
      />
    </Modal.Root>
  );
}
