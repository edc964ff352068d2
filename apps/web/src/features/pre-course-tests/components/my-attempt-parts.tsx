import type { PreCourseQuestionDto } from '@expert-portal/contracts';
import { formatRemaining, type testAttemptMachine } from '@expert-portal/machines';
import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { memo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { useLastShown } from '@/shared/lib/use-last-shown';
import type { AnswerQueue } from '../api/answer-queue';
import { MyQuestion } from './my-question';
import { MyUnsavedAnswers } from './my-unsaved-answers';

// The running test's parts, each drawn from its own slice of the attempt's machine (`useSelector`): choosing an
// answer redraws the question, the count and the save's status; the clock's tick redraws the clock.

export type AttemptActor = ActorRefFrom<typeof testAttemptMachine>;
type AttemptSnapshot = SnapshotFrom<typeof testAttemptMachine>;

/** The choice of a question not answered yet: one array, so its question is not redrawn for a new empty one. */
const NONE: number[] = [];

export const answeredCount = (snapshot: AttemptSnapshot) =>
  snapshot.context.selected.filter((chosen) => chosen.length > 0).length;

/** The countdown from the server's time left, red from the last minute. */
export function AttemptClock({ actor }: { actor: AttemptActor }) {
  const { t } = useTranslation('pre-course-tests');
  const remaining = useSelector(actor, formatRemaining);
  const danger = useSelector(actor, (snapshot) => snapshot.hasTag('timer:danger'));
  return (
    <Badge
      size="xl"
      radius="sm"
      color={danger ? 'red' : 'blue'}
      variant={danger ? 'filled' : 'light'}
      leftSection={<IconClock size={18} aria-hidden />}
      role="timer"
      aria-label={t('attempt.timer')}
      data-danger={danger || undefined}
      style={{ fontVariantNumeric: 'tabular-nums' }}
    >
      {remaining}
    </Badge>
  );
}

/** «Отвечено: N из M». */
export function AnsweredCount({ actor, total }: { actor: AttemptActor; total: number }) {
  const { t } = useTranslation('pre-course-tests');
  const answered = useSelector(actor, answeredCount);
  return (
    <Text size="sm" fw={500}>
      {t('attempt.answered', { answered, total })}
    </Text>
  );
}

/**
 * Under the header: the save's status («Сохранение…», «Сохранено»), and while answers wait in the browser how
 * many and the time left; answers the server refused as late.
 */
export function AttemptSaveNotices({ actor, queue }: { actor: AttemptActor; queue: AnswerQueue }) {
  const { t } = useTranslation('pre-course-tests');
  const queued = useSyncExternalStore(queue.subscribe, queue.getState);
  const answered = useSelector(actor, (snapshot) => answeredCount(snapshot) > 0);
  // The clock is read only while answers wait: otherwise its tick leaves these notices alone.
  const timeLeft = useSelector(actor, (snapshot) => (queued.held ? formatRemaining(snapshot) : ''));
  const saving = queued.pending.length > 0 && !queued.held;
  const saved = answered && queued.pending.length === 0 && queued.refused.length === 0;
  return (
    <>
      {(saving || saved) && (
        <Text size="sm" c="dimmed">
          {t(saving ? 'attempt.saving' : 'attempt.saved')}
        </Text>
      )}
      <MyUnsavedAnswers queue={queued} timeLeft={timeLeft} />
    </>
  );
}

interface AttemptQuestionsProps {
  actor: AttemptActor;
  questions: PreCourseQuestionDto[];
  onSelect: (questionId: number, answerId: number) => void;
  disabled: boolean;
}

/** The test's questions; a choice redraws its own question only (`MyQuestion` is memoised). */
export const AttemptQuestions = memo(function AttemptQuestions({
  actor,
  questions,
  onSelect,
  disabled,
}: AttemptQuestionsProps) {
  const selected = useSelector(actor, (snapshot) => snapshot.context.selected);
  return questions.map((question, index) => (
    <MyQuestion
      key={question.id}
      question={question}
      number={index + 1}
      total={questions.length}
      selected={selected[index] ?? NONE}
      // Several questions of one passage show it once, above the first of them.
      withPassage={index === 0 || questions[index - 1]?.passage !== question.passage}
      onSelect={onSelect}
      disabled={disabled}
    />
  ));
});

interface AttemptConfirmProps {
  actor: AttemptActor;
  /** The machine's tag that opens this dialog. */
  tag: 'dialog:confirm-finish' | 'dialog:leave-warning';
  total: number;
  title: string;
  /** Its text, from the number of questions answered when it opened. */
  text: (answered: number) => string;
  confirm: string;
  cancel: string;
}

/**
 * A confirmation the machine asks for (finishing, leaving): open while it holds `tag`; its buttons answer
 * `attempt.confirm` and `attempt.cancel`. Closed, it follows nothing, so answering does not redraw it.
 */
export function AttemptConfirm({ actor, tag, total, title, text, confirm, cancel }: AttemptConfirmProps) {
  const opened = useSelector(actor, (snapshot) => snapshot.hasTag(tag));
  // The text stays as it was while the dialog fades out.
  const answered = useLastShown(useSelector(actor, (snapshot) => (opened ? answeredCount(snapshot) : null)));
  return (
    <Modal
      opened={opened}
      onClose={() => actor.send({ type: 'attempt.cancel' })}
      title={title}
      centered
      size="sm"
      zIndex={400}
    >
      <Stack gap="md">
        <Text>{text(answered ?? total)}</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => actor.send({ type: 'attempt.cancel' })}>
            {cancel}
          </Button>
          <Button onClick={() => actor.send({ type: 'attempt.confirm' })}>{confirm}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
