import {
  lessonTestInputSchema,
  normalizeLanguage,
  type LessonDto,
  type LessonQuestionDto,
} from '@expert-portal/contracts';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  List,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck, IconPencil, IconPlus, IconPoint, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { useCreateLessonTest } from '../api/use-create-lesson-test';
import { useDeleteLessonQuestion } from '../api/use-delete-lesson-question';
import { useLessonTest } from '../api/use-lesson-test';
import { useRenameLessonTest } from '../api/use-rename-lesson-test';
import { ConfirmDialog } from './confirm-dialog';
import { failureDetail } from './course-format';
import { LessonQuestionModal } from './lesson-question-modal';

const localTitle = (item: { title: string; title_kz: string }, language: string) =>
  normalizeLanguage(language) === 'kk' ? item.title_kz || item.title : item.title || item.title_kz;

interface TestTitlesFormProps {
  courseId: number;
  lessonId: number;
  /** The test to rename; without one the form creates the lesson's test. */
  test?: { id: number; title: string; title_kz: string };
  onDone?: () => void;
}

/**
 * The test's titles in both languages ('Заполните оба поля названия.'): a lesson without a test
 * creates it here, and an existing test is renamed with the same form.
 */
function TestTitlesForm({ courseId, lessonId, test, onDone }: TestTitlesFormProps) {
  const { t } = useTranslation(['courses-admin', 'errors']);
  const create = useCreateLessonTest(courseId, lessonId);
  const rename = useRenameLessonTest(courseId, lessonId, test?.id ?? 0);
  const save = test ? rename : create;
  const [titles, setTitles] = useState({ title: test?.title ?? '', title_kz: test?.title_kz ?? '' });
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const missing = (text: string) => checked && !text.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const result = lessonTestInputSchema.safeParse(titles);
    setFailure(null);
    if (!result.success) return;
    save.mutate(result.data, {
      onSuccess: () => {
        notifySuccess(t(test ? 'test.renamed' : 'test.created'));
        onDone?.();
      },
      onError: (error) =>
        setFailure(
          t(test ? 'test.renameFailed' : 'test.createFailed') +
            (failureDetail(error) ?? errorMessage(error, t)),
        ),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        {!test && (
          <Text size="sm" c="dimmed">
            {t('test.none')}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {(['title', 'title_kz'] as const).map((field) => (
            <TextInput
              key={field}
              label={t(field === 'title' ? 'test.titleRu' : 'test.titleKk')}
              value={titles[field]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setTitles((current) => ({ ...current, [field]: value }));
              }}
              error={missing(titles[field]) ? t('errors:lesson_test.titles_required') : undefined}
              withAsterisk
              maxLength={300}
            />
          ))}
        </SimpleGrid>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group>
          <Button type="submit" variant="light" loading={save.isPending}>
            {t(test ? 'test.save' : 'test.create')}
          </Button>
          {test && (
            <Button variant="subtle" color="gray" onClick={onDone}>
              {t('cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

interface QuestionItemProps {
  question: LessonQuestionDto;
  number: number;
  onEdit: () => void;
  onDelete: () => void;
}

/** One question as an admin reads it: its text and options, the correct ones marked. */
function QuestionItem({ question, number, onEdit, onDelete }: QuestionItemProps) {
  const { t, i18n } = useTranslation('courses-admin');
  return (
    <Paper withBorder p="sm" component="article" aria-label={t('question.label', { number })}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Text fw={500} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {number}. {localTitle(question, i18n.language)}
          </Text>
          <List spacing={4} center size="sm">
            {question.answers.map((answer) => (
              <List.Item
                key={answer.id}
                icon={
                  answer.is_correct ? (
                    <ThemeIcon color="green" size={18} radius="xl">
                      <IconCheck size={12} aria-hidden />
                    </ThemeIcon>
                  ) : (
                    <ThemeIcon color="gray" variant="light" size={18} radius="xl">
                      <IconPoint size={12} aria-hidden />
                    </ThemeIcon>
                  )
                }
              >
                <Text
                  span
                  size="sm"
                  fw={answer.is_correct ? 600 : undefined}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {localTitle(answer, i18n.language)}
                </Text>
                {answer.is_correct && (
                  <Badge ml="xs" color="green" variant="light" size="xs">
                    {t('question.correct')}
                  </Badge>
                )}
              </List.Item>
            ))}
          </List>
        </Stack>
        <Group gap={2} wrap="nowrap">
          <ActionIcon variant="subtle" aria-label={t('question.editLabel', { number })} onClick={onEdit}>
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('question.deleteLabel', { number })}
            onClick={onDelete}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}

type Dialog =
  | { kind: 'edit'; question: LessonQuestionDto | null; number: number }
  | { kind: 'delete'; question: LessonQuestionDto; number: number }
  | null;

/** A lesson's test: create it, or read its questions and add, edit or delete them. */
export function LessonTestSection({ courseId, lesson }: { courseId: number; lesson: LessonDto }) {
  const { t, i18n } = useTranslation(['courses-admin', 'errors']);
  const test = useLessonTest(courseId, lesson.id, lesson.test !== null);
  const testId = lesson.test?.id ?? 0;
  const remove = useDeleteLessonQuestion(courseId, lesson.id, testId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [renaming, setRenaming] = useState(false);
  const close = () => setDialog(null);

  const heading = (
    <Title order={3} size="h5">
      {lesson.test ? t('test.heading', { title: localTitle(lesson.test, i18n.language) }) : t('test.title')}
    </Title>
  );
  if (!lesson.test) {
    return (
      <Stack gap="xs">
        {heading}
        <TestTitlesForm courseId={courseId} lessonId={lesson.id} />
      </Stack>
    );
  }

  const questions = test.data?.questions ?? [];
  const confirmDelete = (question: LessonQuestionDto) =>
    remove.mutate(question.id, {
      onSuccess: () => {
        notifySuccess(t('question.deleted'));
        close();
      },
      onError: (error) => {
        notifyError(t('question.deleteFailed'), errorMessage(error, t));
        close();
      },
    });

  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
          {heading}
          <ActionIcon
            variant="subtle"
            aria-label={t('test.rename')}
            onClick={() => setRenaming(true)}
            disabled={renaming}
          >
            <IconPencil size={16} aria-hidden />
          </ActionIcon>
        </Group>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => setDialog({ kind: 'edit', question: null, number: questions.length + 1 })}
          disabled={!test.data}
        >
          {t('question.add')}
        </Button>
      </Group>
      {renaming && (
        <TestTitlesForm
          courseId={courseId}
          lessonId={lesson.id}
          test={lesson.test}
          onDone={() => setRenaming(false)}
        />
      )}
      {test.isPending && <Skeleton height={48} radius="sm" aria-label={t('question.loading')} />}
      {test.isError && (
        <Alert color="red" role="alert">
          {t('question.loadFailed', { detail: errorMessage(test.error, t) })}
        </Alert>
      )}
      {test.data && questions.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('question.empty')}
        </Text>
      )}
      {questions.map((question, index) => (
        <QuestionItem
          key={question.id}
          question={question}
          number={index + 1}
          onEdit={() => setDialog({ kind: 'edit', question, number: index + 1 })}
          onDelete={() => setDialog({ kind: 'delete', question, number: index + 1 })}
        />
      ))}
      {dialog?.kind === 'edit' && (
        <LessonQuestionModal
          courseId={courseId}
          lessonId={lesson.id}
          testId={testId}
          question={dialog.question}
          number={dialog.number}
          onClose={close}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={t('question.deleteTitle')}
          message={t('question.deleteConfirm', {
            number: dialog.number,
            text: localTitle(dialog.question, i18n.language),
          })}
          confirmLabel={t('delete')}
          pending={remove.isPending}
          onConfirm={() => confirmDelete(dialog.question)}
          onClose={close}
        />
      )}
    </Stack>
  );
}
