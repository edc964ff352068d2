import { isPracticePassed, type PracticeAnswerDto, type PracticeTaskDto } from '@expert-portal/contracts';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import {
  memo,
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { formatDateTime } from '@/shared/lib/dates';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { useGradePracticeAnswer } from '../api/admin-use-grade-practice-answer';
import { usePracticeAnswers } from '../api/admin-use-practice-answers';
import { PracticeFiles } from './practice-files';
import { formatScore } from '@/shared/lib/score';
import { taskTitle } from './practice-format';
import { parsePracticeGrade } from './practice-grade';
import { useMediaMatch } from '@/shared/lib/use-media-match';

function AnswerStatus({ answer }: { answer: PracticeAnswerDto }) {
  const { t } = useTranslation('practice-admin');
  if (!answer.has_grade || answer.grade === null) return <Text aria-label={t('answers.status.none')}>—</Text>;
  const passed = answer.passed ?? isPracticePassed(answer.grade);
  return (
    <Badge color={passed ? 'green' : 'red'}>
      {passed ? t('answers.status.passed') : t('answers.status.failed')}
    </Badge>
  );
}

/** The ungraded answer after `answerId` in the table, or the first one before it, or none. */
function nextUngraded(rows: readonly PracticeAnswerDto[], answerId: number): PracticeAnswerDto | undefined {
  const index = rows.findIndex((row) => row.id === answerId);
  const after = [...rows.slice(index + 1), ...rows.slice(0, Math.max(index, 0))];
  return after.find((row) => !row.has_grade);
}

/** The answers drawn at once when the grading table opens (a screenful); the rest follow in a transition. */
const FIRST_ROWS = 8;

/** The grading table's columns (a labelled field of an answer's card on a phone), headed `answers.column.<key>`. */
type ColumnKey = 'number' | 'user' | 'files' | 'grade' | 'status' | 'save';

const COLUMNS: ReadonlyArray<{ key: ColumnKey; width?: number; minWidth?: number }> = [
  { key: 'number', width: 48 },
  { key: 'user' },
  { key: 'files', minWidth: 200 },
  { key: 'grade', width: 170 },
  { key: 'status', width: 120 },
  { key: 'save', width: 130 },
];

interface AnswerRowProps {
  answer: PracticeAnswerDto;
  index: number;
  narrow: boolean;
  draft: string;
  problem: string | undefined;
  saving: boolean;
  onDraft: (answerId: number, value: string) => void;
  onSave: (answer: PracticeAnswerDto) => void;
  registerInput: (answerId: number, element: HTMLInputElement | null) => void;
}

/** One answer: a row of the table, or on a phone a card of the same fields. Redrawn only when its own props change. */
const AnswerRow = memo(function AnswerRow(props: AnswerRowProps) {
  const { answer, index, narrow, draft, problem, saving, onDraft, onSave, registerInput } = props;
  const { t, i18n } = useTranslation('practice-admin');
  const userName = answer.user.name || answer.user.username;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onSave(answer);
  };
  const cells: Record<ColumnKey, ReactNode> = {
    number: index + 1,
    user: (
      <div style={{ overflowWrap: 'anywhere' }}>
        <Text size="sm" fw={500}>
          {userName}
        </Text>
        <Text size="xs" c="dimmed">
          {answer.user.username}
        </Text>
      </div>
    ),
    files: (
      <>
        <PracticeFiles files={answer.files} />
        <Text size="xs" c="dimmed" mt={4}>
          {t('answers.submittedAt', { at: formatDateTime(answer.submitted_at, i18n.language) })}
        </Text>
      </>
    ),
    grade:
      answer.has_grade && answer.grade !== null ? (
        <Text fw={600}>{formatScore(answer.grade)}</Text>
      ) : (
        <TextInput
          ref={(element) => registerInput(answer.id, element)}
          aria-label={t('answers.gradeFor', { name: userName })}
          placeholder={t('answers.gradePlaceholder')}
          inputMode="decimal"
          autoComplete="off"
          value={draft}
          onChange={(event) => onDraft(answer.id, event.currentTarget.value)}
          onKeyDown={onKeyDown}
          readOnly={saving}
          error={problem}
        />
      ),
    status: <AnswerStatus answer={answer} />,
    save: answer.has_grade ? (
      <Group gap={4} wrap="nowrap">
        <IconLock size={14} aria-hidden />
        <Text size="xs" c="dimmed">
          {t('answers.final')}
        </Text>
      </Group>
    ) : (
      <Button
        size="xs"
        onClick={() => onSave(answer)}
        loading={saving}
        aria-label={t('answers.saveFor', { name: userName })}
      >
        {t('answers.save')}
      </Button>
    ),
  };
  if (narrow)
    return (
      <Paper withBorder p="sm" component="li" style={{ listStyle: 'none' }}>
        <Stack gap="xs">
          {COLUMNS.map((column) => (
            <div key={column.key}>
              <Text size="xs" c="dimmed" fw={600}>
                {t(`answers.column.${column.key}`)}
              </Text>
              {cells[column.key]}
            </div>
          ))}
        </Stack>
      </Paper>
    );
  return (
    <Table.Tr>
      {COLUMNS.map((column) => (
        <Table.Td key={column.key} miw={column.minWidth}>
          {cells[column.key]}
        </Table.Td>
      ))}
    </Table.Tr>
  );
});

interface AdminAnswersModalProps {
  task: PracticeTaskDto;
  onClose: () => void;
}

/**
 * The grading table of a task: number, user, files, grade, status, save. A grade (comma or
 * dot, hundredths) is final once saved; Enter saves it and focus moves to the next ungraded answer, so a run
 * of answers is graded from the keyboard. 'Ungraded only' asks the server for those alone.
 */
export function AdminAnswersModal({ task, onClose }: AdminAnswersModalProps) {
  const { t, i18n } = useTranslation('practice-admin');
  const narrow = useMediaMatch('(max-width: 48em)');
  const [ungradedOnly, setUngradedOnly] = useState(false);
  const answers = usePracticeAnswers(task.id, ungradedOnly);
  const { mutate: gradeAnswer } = useGradePracticeAnswer();
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const [problems, setProblems] = useState<Record<number, string>>({});
  // Saved grades show at once, before the list is read again.
  const [saved, setSaved] = useState<Record<number, PracticeAnswerDto>>({});
  const [savingId, setSavingId] = useState<number | null>(null);
  const inputs = useRef(new Map<number, HTMLInputElement>());

  const rows = (answers.data?.results ?? []).map((answer) => saved[answer.id] ?? answer);

  // A long list opens with its first answers and draws the rest in a transition, which yields to typing and
  // clicks: opening a task of a hundred answers never holds the page for the whole table.
  const [shown, setShown] = useState(FIRST_ROWS);
  useEffect(() => {
    if (rows.length > shown) startTransition(() => setShown(rows.length));
  }, [rows.length, shown]);
  const gradedCount = rows.filter((row) => row.has_grade).length;
  const firstUngraded = rows.find((row) => !row.has_grade);

  // The answers arrive after the dialog opened (its own focus went to its close button): once they are in,
  // the first answer to grade takes the focus, so typing a grade and Enter is all it takes. Not on a phone,
  // where it would scroll the names out of sight and open the keyboard unasked.
  const firstUngradedId = answers.data ? (firstUngraded?.id ?? null) : null;
  const focusedFirst = useRef(false);
  // (Its row may come with the rest of a long table, a moment later: `shown` below.)
  useEffect(() => {
    if (focusedFirst.current || firstUngradedId === null || narrow) return;
    const input = inputs.current.get(firstUngradedId);
    if (!input) return;
    focusedFirst.current = true;
    input.focus();
  }, [firstUngradedId, narrow, shown]);

  const setProblem = useCallback(
    (answerId: number, problem: string | null) =>
      setProblems(({ [answerId]: _, ...rest }) => (problem ? { ...rest, [answerId]: problem } : rest)),
    [],
  );

  // What the row callbacks read when called: they stay the same functions, so typing a grade redraws its row
  // alone, not all of them (a task can have a hundred answers).
  const latest = useRef({ drafts, rows, savingId });
  latest.current = { drafts, rows, savingId };

  const save = useCallback(
    (answer: PracticeAnswerDto) => {
      if (latest.current.savingId !== null) return;
      const parsed = parsePracticeGrade(latest.current.drafts[answer.id] ?? '');
      if ('problem' in parsed) {
        setProblem(answer.id, t(`errors:${parsed.problem}`));
        inputs.current.get(answer.id)?.focus();
        return;
      }
      setProblem(answer.id, null);
      setSavingId(answer.id);
      gradeAnswer(
        { taskId: task.id, answerId: answer.id, grade: parsed.grade },
        {
          onSuccess: (result) => {
            setSaved((now) => ({ ...now, [answer.id]: { ...answer, ...result, has_grade: true } }));
            notifySuccess(t('answers.saved'));
            const next = nextUngraded(latest.current.rows, answer.id);
            if (next) inputs.current.get(next.id)?.focus();
          },
          onError: (error) => {
            const message = errorMessage(error, t);
            setProblem(answer.id, message);
            notifyError(t('answers.saveFailed'), message);
            inputs.current.get(answer.id)?.focus();
          },
          onSettled: () => setSavingId(null),
        },
      );
    },
    [gradeAnswer, setProblem, task.id, t],
  );

  const editDraft = useCallback(
    (answerId: number, value: string) => {
      setDrafts((now) => ({ ...now, [answerId]: value }));
      setProblem(answerId, null);
    },
    [setProblem],
  );

  const registerInput = useCallback((answerId: number, element: HTMLInputElement | null) => {
    if (element) inputs.current.set(answerId, element);
    else inputs.current.delete(answerId);
  }, []);

  const visible = rows.slice(0, shown);
  const headers = COLUMNS.map((column) => ({ ...column, header: t(`answers.column.${column.key}`) }));
  const rowProps = (answer: PracticeAnswerDto, index: number): AnswerRowProps => ({
    answer,
    index,
    narrow: !!narrow,
    draft: drafts[answer.id] ?? '',
    problem: problems[answer.id],
    saving: savingId === answer.id,
    onDraft: editDraft,
    onSave: save,
    registerInput,
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('answers.title', { title: taskTitle(task, i18n.language) })}
      size={1100}
      fullScreen={narrow}
    >
      <Stack gap="sm">
        <Alert color="blue" variant="light" icon={<IconLock size={18} aria-hidden />}>
          {t('answers.finalHint')}
        </Alert>
        <Group justify="space-between" gap="sm">
          <Switch
            label={t('answers.ungradedOnly')}
            checked={ungradedOnly}
            onChange={(event) => setUngradedOnly(event.currentTarget.checked)}
          />
          {answers.data && !ungradedOnly && (
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('answers.progress', { graded: gradedCount, count: rows.length })}
            </Text>
          )}
        </Group>
        {answers.isPending && (
          <Group gap="sm">
            <Loader size="sm" />
            <Text>{t('answers.loading')}</Text>
          </Group>
        )}
        {answers.isError && (
          <Alert color="red" role="alert" title={t('answers.loadFailed')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{errorMessage(answers.error, t)}</Text>
              <Button size="compact-sm" variant="light" color="red" onClick={() => void answers.refetch()}>
                {t('retry')}
              </Button>
            </Stack>
          </Alert>
        )}
        {answers.data && rows.length === 0 && (
          <Text>{ungradedOnly ? t('answers.allGraded') : t('answers.empty')}</Text>
        )}
        {rows.length > 0 && !narrow && (
          <Table.ScrollContainer minWidth={860}>
            <Table striped verticalSpacing="sm" aria-label={t('answers.tableLabel')}>
              <Table.Thead>
                <Table.Tr>
                  {headers.map((column) => (
                    <Table.Th key={column.key} w={column.width}>
                      {column.header}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {visible.map((answer, index) => (
                  <AnswerRow key={answer.id} {...rowProps(answer, index)} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {rows.length > 0 && narrow && (
          // On a phone each answer is a card of the same fields, top to bottom, so the grade is never off-screen.
          <Stack gap="sm" component="ol" aria-label={t('answers.tableLabel')} p={0} m={0}>
            {visible.map((answer, index) => (
              <AnswerRow key={answer.id} {...rowProps(answer, index)} />
            ))}
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
