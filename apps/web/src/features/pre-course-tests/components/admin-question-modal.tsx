import {
  isMessageKey,
  PRE_COURSE_SECTIONS,
  preCourseQuestionInputSchema,
  type MessageKey,
  type PreCourseQuestionDto,
  type PreCourseQuestionInput,
} from '@expert-portal/contracts';
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { useCreateQuestion } from '../api/admin-use-create-question';
import { useReplaceQuestion } from '../api/admin-use-replace-question';
import { notifyError, notifySuccess } from '@/shared/ui/notify';

type Section = (typeof PRE_COURSE_SECTIONS)[number];

/** The schema's upper bound on a question's options. */
const MAX_OPTIONS = 12;
const MIN_OPTIONS = 2;

interface OptionDraft {
  /** A stable React key: options are added and removed anywhere in the list. */
  key: number;
  title: string;
  title_kz: string;
  is_correct: boolean;
}

interface QuestionDraft {
  section: Section | null;
  passage: string;
  passage_kz: string;
  title: string;
  title_kz: string;
  answers: OptionDraft[];
}

interface DraftErrors {
  section?: string;
  title?: MessageKey;
  answers?: MessageKey;
}

const emptyOption = (key: number): OptionDraft => ({ key, title: '', title_kz: '', is_correct: false });

function draftOf(question: PreCourseQuestionDto | null, section: Section | null): QuestionDraft {
  if (!question) {
    return {
      section,
      passage: '',
      passage_kz: '',
      title: '',
      title_kz: '',
      answers: [emptyOption(0), emptyOption(1)],
    };
  }
  return {
    section: question.section,
    passage: question.passage ?? '',
    passage_kz: question.passage_kz ?? '',
    title: question.title,
    title_kz: question.title_kz,
    answers: question.answers.map((answer, index) => ({
      key: index,
      title: answer.title,
      title_kz: answer.title_kz,
      is_correct: answer.is_correct ?? false,
    })),
  };
}

/** What the API gets: an empty passage is none, and a test without sections gets no section. */
function inputOf(draft: QuestionDraft, withSections: boolean): PreCourseQuestionInput {
  return {
    title: draft.title,
    title_kz: draft.title_kz,
    passage: draft.passage.trim() ? draft.passage : null,
    passage_kz: draft.passage_kz.trim() ? draft.passage_kz : null,
    section: withSections ? draft.section : null,
    answers: draft.answers.map(({ title, title_kz, is_correct }) => ({ title, title_kz, is_correct })),
  };
}

// The shared schema's rules (back-office §5), so the modal says exactly what the API would answer.
function validate(draft: QuestionDraft, withSections: boolean): DraftErrors {
  const errors: DraftErrors = {};
  if (withSections && !draft.section) errors.section = 'question.sectionRequired';
  const result = preCourseQuestionInputSchema.safeParse(inputOf(draft, withSections));
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key: MessageKey = isMessageKey(issue.message) ? issue.message : 'validation.invalid';
    if (issue.path[0] === 'answers') errors.answers ??= key;
    else errors.title ??= key;
  }
  return errors;
}

interface AdminQuestionModalProps {
  testId: number;
  /** The question to edit, or null to add one. */
  question: PreCourseQuestionDto | null;
  /** The test is split into sections (the psycholinguistic one): each question names its own. */
  withSections: boolean;
  /** The section a new question starts in. */
  defaultSection: Section | null;
  onClose: () => void;
  /** After the server kept the question; `created` when it was a new one. */
  onSaved: (created: boolean) => void;
}

/** Adding or editing a question: passage and text in both languages, two to twelve options, the correct one(s). */
export function AdminQuestionModal({
  testId,
  question,
  withSections,
  defaultSection,
  onClose,
  onSaved,
}: AdminQuestionModalProps) {
  const { t } = useTranslation(['tests-admin', 'errors']);
  const mobile = useMediaQuery('(max-width: 36em)');
  const create = useCreateQuestion(testId);
  const replace = useReplaceQuestion(testId);
  const [draft, setDraft] = useState<QuestionDraft>(() => draftOf(question, defaultSection));
  const nextKey = useRef(draft.answers.length);
  const [checked, setChecked] = useState(false);
  const errors = checked ? validate(draft, withSections) : {};
  const saving = create.isPending || replace.isPending;

  const set = (patch: Partial<QuestionDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const setOption = (key: number, patch: Partial<OptionDraft>) =>
    setDraft((current) => ({
      ...current,
      answers: current.answers.map((option) => (option.key === key ? { ...option, ...patch } : option)),
    }));
  const addOption = () =>
    setDraft((current) => ({ ...current, answers: [...current.answers, emptyOption(nextKey.current++)] }));
  const removeOption = (key: number) =>
    setDraft((current) => ({ ...current, answers: current.answers.filter((option) => option.key !== key) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(validate(draft, withSections)).length > 0) return;
    const body = preCourseQuestionInputSchema.parse(inputOf(draft, withSections));
    const options = {
      onSuccess: () => {
        notifySuccess(t(question ? 'question.saved' : 'question.created'));
        onSaved(!question);
      },
      onError: (error: unknown) =>
        notifyError(t(question ? 'question.saveFailed' : 'question.createFailed'), errorMessage(error, t)),
    };
    if (question) replace.mutate({ questionId: question.id, body }, options);
    else create.mutate(body, options);
  };

  // The message goes under the first empty text; the other empty one is only marked.
  const titleMessage = errors.title && t(`errors:${errors.title}`);
  const ruMissing = Boolean(errors.title) && !draft.title.trim();
  const kkMissing = Boolean(errors.title) && !draft.title_kz.trim();
  const optionMissing = (text: string) => errors.answers === 'question.two_options' && !text.trim();

  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      fullScreen={mobile}
      title={question ? t('question.editTitle', { order: question.order }) : t('question.addTitle')}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {withSections && (
            <Select
              label={t('question.section')}
              data={PRE_COURSE_SECTIONS.map((section) => ({
                value: section,
                label: t(`section.${section}`),
              }))}
              value={draft.section}
              onChange={(section) => set({ section: section as Section | null })}
              error={errors.section && t(errors.section)}
              allowDeselect={false}
              withAsterisk
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Textarea
              label={t('question.passageRu')}
              description={t('question.passageHint')}
              value={draft.passage}
              onChange={(event) => set({ passage: event.currentTarget.value })}
              autosize
              minRows={2}
              maxRows={10}
              maxLength={8000}
            />
            <Textarea
              label={t('question.passageKk')}
              description={t('question.passageHint')}
              value={draft.passage_kz}
              onChange={(event) => set({ passage_kz: event.currentTarget.value })}
              autosize
              minRows={2}
              maxRows={10}
              maxLength={8000}
            />
            <Textarea
              label={t('question.textRu')}
              value={draft.title}
              onChange={(event) => set({ title: event.currentTarget.value })}
              error={ruMissing ? titleMessage : undefined}
              autosize
              minRows={2}
              maxRows={8}
              maxLength={4000}
              withAsterisk
            />
            <Textarea
              label={t('question.textKk')}
              value={draft.title_kz}
              onChange={(event) => set({ title_kz: event.currentTarget.value })}
              error={kkMissing ? (ruMissing ? true : titleMessage) : undefined}
              autosize
              minRows={2}
              maxRows={8}
              maxLength={4000}
              withAsterisk
            />
          </SimpleGrid>
          <Fieldset legend={t('question.options')} p="sm">
            <Stack gap="sm">
              <Text size="xs" c="dimmed">
                {t('question.optionsHint')}
              </Text>
              {draft.answers.map((option, index) => {
                const number = index + 1;
                return (
                  <Paper key={option.key} withBorder p="sm">
                    <Stack gap="xs">
                      <Group justify="space-between" wrap="nowrap">
                        <Text fw={500}>{t('question.option', { number })}</Text>
                        <Group gap="sm" wrap="nowrap">
                          <Checkbox
                            label={t('question.correct')}
                            aria-label={t('question.correctLabel', { number })}
                            checked={option.is_correct}
                            onChange={(event) =>
                              setOption(option.key, { is_correct: event.currentTarget.checked })
                            }
                          />
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('question.removeOption', { number })}
                            disabled={draft.answers.length <= MIN_OPTIONS}
                            onClick={() => removeOption(option.key)}
                          >
                            <IconTrash size={18} aria-hidden />
                          </ActionIcon>
                        </Group>
                      </Group>
                      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                        <TextInput
                          label={t('question.optionRu', { number })}
                          value={option.title}
                          onChange={(event) => setOption(option.key, { title: event.currentTarget.value })}
                          error={optionMissing(option.title)}
                          maxLength={1000}
                        />
                        <TextInput
                          label={t('question.optionKk', { number })}
                          value={option.title_kz}
                          onChange={(event) => setOption(option.key, { title_kz: event.currentTarget.value })}
                          error={optionMissing(option.title_kz)}
                          maxLength={1000}
                        />
                      </SimpleGrid>
                    </Stack>
                  </Paper>
                );
              })}
              {errors.answers && (
                <Alert color="red" variant="light" role="alert">
                  {t(`errors:${errors.answers}`)}
                </Alert>
              )}
              <Group>
                <Button
                  variant="light"
                  leftSection={<IconPlus size={16} aria-hidden />}
                  onClick={addOption}
                  disabled={draft.answers.length >= MAX_OPTIONS}
                >
                  {t('question.addOption')}
                </Button>
              </Group>
            </Stack>
          </Fieldset>
          {question && (
            <Text size="xs" c="dimmed">
              {t('question.replaceHint')}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('question.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
