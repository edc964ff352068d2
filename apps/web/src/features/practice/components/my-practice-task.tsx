import { PRACTICE_PASS_GRADE, type OwnPracticeTaskDto } from '@expert-portal/contracts';
import { Badge, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarDue, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMeetingTime } from '@/shared/lib/dates';
import { localText } from '@/shared/lib/local-title';
import { formatScore } from '@/shared/lib/score';
import { FileDownloads } from '@/shared/ui/file-downloads';
import { LocalFieldText } from '@/shared/ui/local-field-text';
import { PracticeAnswerUpload } from './practice-answer-upload';
import { taskTitle } from './practice-format';

type OwnAnswer = NonNullable<OwnPracticeTaskDto['answer']>;

function AnswerGrade({ answer }: { answer: OwnAnswer }) {
  const { t, i18n } = useTranslation('practice');
  if (answer.grade === null) return null;
  return (
    <Stack gap={4} data-testid="practice-grade">
      <Text size="sm" fw={600}>
        {t('grade.title')}
      </Text>
      <Group gap="sm">
        <Text fz={24} fw={700} lh={1.2}>
          {t('grade.value', { grade: formatScore(answer.grade) })}
        </Text>
        <Badge
          size="lg"
          color={answer.passed ? 'green' : 'red'}
          variant="light"
          style={{ textTransform: 'none' }}
        >
          {t(answer.passed ? 'grade.passed' : 'grade.failed')}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed">
        {t('grade.passMark', { grade: PRACTICE_PASS_GRADE })}
        {answer.graded_at &&
          ` · ${t('grade.gradedAt', { date: formatDateTime(answer.graded_at, i18n.language) })}`}
      </Text>
    </Stack>
  );
}

/** The candidate's side of a task: their answer's files and grade, and sending files while it is open. */
function MyAnswer({ task }: { task: OwnPracticeTaskDto }) {
  const { t, i18n } = useTranslation('practice');
  const { answer } = task;
  const graded = answer?.has_grade ?? false;

  return (
    <Stack gap="sm" component="section" aria-label={t('answer.title')}>
      <Title order={4} fz="md">
        {t('answer.title')}
      </Title>
      {answer ? (
        <Stack gap={6}>
          <Text size="xs" c="dimmed">
            {t('answer.sentAt', { date: formatDateTime(answer.submitted_at, i18n.language) })}
          </Text>
          <FileDownloads files={answer.files} label={t('answer.files')} />
          {!graded && <Text size="sm">{t('answer.awaitingGrade')}</Text>}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('answer.none')}
        </Text>
      )}
      {answer && graded && <AnswerGrade answer={answer} />}
      {graded && (
        <Group gap={6} wrap="nowrap">
          <IconLock size={16} aria-hidden />
          <Text size="sm" c="dimmed">
            {t('answer.gradedLocked')}
          </Text>
        </Group>
      )}
      {!graded && !task.can_answer && (
        <Group gap={6} wrap="nowrap">
          <IconLock size={16} aria-hidden />
          <Text size="sm" c="orange.8">
            {t('answer.closed')}
          </Text>
        </Group>
      )}
      {task.can_answer && <PracticeAnswerUpload taskId={task.id} replacing={answer !== null} />}
    </Stack>
  );
}

/** One practice task: its course, deadline, instruction and files, and the candidate's answer. */
export function MyPracticeTask({ task }: { task: OwnPracticeTaskDto }) {
  const { t, i18n } = useTranslation('practice');
  const overdue = Date.parse(task.deadline) < Date.now();
  const titleId = `practice-${task.id}-title`;

  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Stack gap={4}>
          <Title order={2} fz="h3" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            <LocalFieldText ru={task.title} kk={task.title_kk} />
          </Title>
          <Text size="sm" c="dimmed">
            {t('task.course', { course: localText(task.course.title, task.course.title_kk, i18n.language) })}
          </Text>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconCalendarDue size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Group gap={6}>
              <Text size="sm" fw={500}>
                {t('task.deadline', { date: formatMeetingTime(task.deadline, i18n.language) })}
              </Text>
              {overdue && (
                <Badge color="orange" variant="light" style={{ textTransform: 'none' }}>
                  {t('task.overdue')}
                </Badge>
              )}
            </Group>
          </Group>
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('task.instruction')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            <LocalFieldText ru={task.instruction} kk={task.instruction_kk} />
          </Text>
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('task.files')}
          </Text>
          {task.files.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('task.noFiles')}
            </Text>
          ) : (
            <FileDownloads
              files={task.files}
              label={`${t('task.files')}: ${taskTitle(task, i18n.language)}`}
            />
          )}
        </Stack>
        <Divider />
        <MyAnswer task={task} />
      </Stack>
    </Paper>
  );
}
