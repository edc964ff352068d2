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
import { useMediaQuery } from '@mantine/hooks';
import { IconLock } from '@tabler/icons-react';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
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

/** One column of the grading table (a labelled field of an answer's card on a phone). */
interface AnswerColumn {
  key: string;
  header: string;
  width?: number;
  minWidth?: number;
  cell: (answer: PracticeAnswerDto, index: number) => ReactNode;
}

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
  const narrow = useMediaQuery('(max-width: 48em)');
  const [ungradedOnly, setUngradedOnly] = useState(false);
  const answers = usePracticeAnswers(task.id, ungradedOnly);
  const gradeAnswer = useGradePracticeAnswer();
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const [problems, setProblems] = useState<Record<number, string>>({});
  // Saved grades show at once, before the list is read again.
  const [saved, setSaved] = useState<Record<number, PracticeAnswerDto>>({});
  const [savingId, setSavingId] = useState<number | null>(null);
  const inputs = useRef(new Map<number, HTMLInputElement>());

  const rows = (answers.data?.results ?? []).map((answer) => saved[answer.id] ?? answer);
  const gradedCount = rows.filter((row) => row.has_grade).length;
  const firstUngraded = rows.find((row) => !row.has_grade);

  // The answers arrive after the dialog opened (its own focus went to its close button): once they are in,
  // the first answer to grade takes the focus, so typing a grade and Enter is all it takes. Not on a phone,
  // where it would scroll the names out of sight and open the keyboard unasked.
  const firstUngradedId = answers.data ? (firstUngraded?.id ?? null) : null;
  const focusedFirst = useRef(false);
  useEffect(() => {
    if (focusedFirst.current || firstUngradedId === null || narrow) return;
    focusedFirst.current = true;
    inputs.current.get(firstUngradedId)?.focus();
  }, [firstUngradedId, narrow]);

  const setProblem = (answerId: number, problem: string | null) =>
    setProblems(({ [answerId]: _, ...rest }) => (problem ? { ...rest, [answerId]: problem } : rest));

  const save = (answer: PracticeAnswerDto) => {
    if (savingId !== null) return;
    const parsed = parsePracticeGrade(drafts[answer.id] ?? '');
    if ('problem' in parsed) {
      setProblem(answer.id, t(`errors:${parsed.problem}`));
      inputs.current.get(answer.id)?.focus();
      return;
    }
    setProblem(answer.id, null);
    setSavingId(answer.id);
    gradeAnswer.mutate(
      { taskId: task.id, answerId: answer.id, grade: parsed.grade },
      {
        onSuccess: (result) => {
          setSaved((now) => ({ ...now, [answer.id]: { ...answer, ...result, has_grade: true } }));
          notifySuccess(t('answers.saved'));
          const next = nextUngraded(rows, answer.id);
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
  };

  const onGradeKey = (answer: PracticeAnswerDto) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    save(answer);
  };

  const userName = (answer: PracticeAnswerDto) => answer.user.name || answer.user.username;

  const columns: AnswerColumn[] = [
    { key: 'number', header: t('answers.column.number'), width: 48, cell: (_, index) => index + 1 },
    {
      key: 'user',
      header: t('answers.column.user'),
      cell: (answer) => (
        <div style={{ overflowWrap: 'anywhere' }}>
          <Text size="sm" fw={500}>
            {userName(answer)}
          </Text>
          <Text size="xs" c="dimmed">
            {answer.user.username}
          </Text>
        </div>
      ),
    },
    {
      key: 'files',
      header: t('answers.column.files'),
      minWidth: 200,
      cell: (answer) => (
        <>
          <PracticeFiles files={answer.files} />
          <Text size="xs" c="dimmed" mt={4}>
            {t('answers.submittedAt', { at: formatDateTime(answer.submitted_at, i18n.language) })}
          </Text>
        </>
      ),
    },
    {
      key: 'grade',
      header: t('answers.column.grade'),
      width: 170,
      cell: (answer) =>
        answer.has_grade && answer.grade !== null ? (
          <Text fw={600}>{formatScore(answer.grade)}</Text>
        ) : (
          <TextInput
            ref={(element) => {
              if (element) inputs.current.set(answer.id, element);
              else inputs.current.delete(answer.id);
            }}
            aria-label={t('answers.gradeFor', { name: userName(answer) })}
            placeholder={t('answers.gradePlaceholder')}
            inputMode="decimal"
            autoComplete="off"
            value={drafts[answer.id] ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setDrafts((now) => ({ ...now, [answer.id]: value }));
              setProblem(answer.id, null);
            }}
            onKeyDown={onGradeKey(answer)}
            readOnly={savingId === answer.id}
            error={problems[answer.id]}
          />
        ),
    },
    {
      key: 'status',
      header: t('answers.column.status'),
      width: 120,
      cell: (answer) => <AnswerStatus answer={answer} />,
    },
    {
      key: 'save',
      header: t('answers.column.save'),
      width: 130,
      cell: (answer) =>
        answer.has_grade ? (
          <Group gap={4} wrap="nowrap">
            <IconLock size={14} aria-hidden />
            <Text size="xs" c="dimmed">
              {t('answers.final')}
            </Text>
          </Group>
        ) : (
          <Button
            size="xs"
            onClick={() => save(answer)}
            loading={savingId === answer.id}
            aria-label={t('answers.saveFor', { name: userName(answer) })}
          >
            {t('answers.save')}
          </Button>
        ),
    },
  ];

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
                  {columns.map((column) => (
                    <Table.Th key={column.key} w={column.width}>
                      {column.header}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((answer, index) => (
                  <Table.Tr key={answer.id}>
                    {columns.map((column) => (
                      <Table.Td key={column.key} miw={column.minWidth}>
                        {column.cell(answer, index)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {rows.length > 0 && narrow && (
          // On a phone each answer is a card of the same fields, top to bottom, so the grade is never off-screen.
          <Stack gap="sm" component="ol" aria-label={t('answers.tableLabel')} p={0} m={0}>
            {rows.map((answer, index) => (
              <Paper key={answer.id} withBorder p="sm" component="li" style={{ listStyle: 'none' }}>
                <Stack gap="xs">
                  {columns.map((column) => (
                    <div key={column.key}>
                      <Text size="xs" c="dimmed" fw={600}>
                        {column.header}
                      </Text>
                      {column.cell(answer, index)}
                    </div>
                  ))}
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
