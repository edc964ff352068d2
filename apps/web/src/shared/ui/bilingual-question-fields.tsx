import { isMessageKey, type MessageKey } from '@expert-portal/contracts';
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The schemas' upper bound on a question's options, and the fewest a question may have. */
const MAX_OPTIONS = 12;
const MIN_OPTIONS = 2;

export interface OptionDraft {
  /** A stable React key: options are added and removed anywhere in the list. */
  key: number;
  title: string;
  title_kz: string;
  is_correct: boolean;
}

/** A question as typed: its text in Russian and Kazakh and its options. */
export interface BilingualQuestionDraft {
  title: string;
  title_kz: string;
  answers: OptionDraft[];
}

/** Message keys (`errors` namespace, or the caller's own keys) of what is wrong with the draft. */
export interface BilingualQuestionErrors {
  title?: string;
  answers?: MessageKey;
}

interface AnswerLike {
  title: string;
  title_kz: string;
  is_correct?: boolean | null;
}

/** The draft of a stored question, or of a new one with two empty options. */
export function bilingualDraftOf(
  question: { title: string; title_kz: string; answers: readonly AnswerLike[] } | null,
) {
  if (!question) {
    return {
      title: '',
      title_kz: '',
      answers: [emptyOption(0), emptyOption(1)],
    } satisfies BilingualQuestionDraft;
  }
  return {
    title: question.title,
    title_kz: question.title_kz,
    answers: question.answers.map((answer, key) => ({
      key,
      title: answer.title,
      title_kz: answer.title_kz,
      is_correct: answer.is_correct ?? false,
    })),
  } satisfies BilingualQuestionDraft;
}

/** The options as the API takes them. */
export function answersOf(draft: BilingualQuestionDraft) {
  return draft.answers.map(({ title, title_kz, is_correct }) => ({ title, title_kz, is_correct }));
}

/**
 * The errors of a question schema's failed parse, by field: issues on `answers` go under the options, all
 * others under the question's text; an issue whose message is no message key reads as 'invalid'.
 */
export function bilingualErrorsOf(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const errors: BilingualQuestionErrors = {};
  for (const issue of issues) {
    const key: MessageKey = isMessageKey(issue.message) ? issue.message : 'validation.invalid';
    if (issue.path[0] === 'answers') errors.answers ??= key;
    else errors.title ??= `errors:${key}`;
  }
  return errors;
}

const emptyOption = (key: number): OptionDraft => ({ key, title: '', title_kz: '', is_correct: false });

interface BilingualQuestionFieldsProps {
  value: BilingualQuestionDraft;
  onChange: (next: BilingualQuestionDraft) => void;
  /** What to say under the fields; `title` is a full translation key. */
  errors: BilingualQuestionErrors;
}

/**
 * A test question in both languages: its RU and KZ text side by side (one
 * under the other on a phone), two to twelve options each in both languages, the correct one(s) marked.
 */
export function BilingualQuestionFields({ value, onChange, errors }: BilingualQuestionFieldsProps) {
  const { t } = useTranslation(['common', 'errors']);
  const nextKey = useRef(Math.max(-1, ...value.answers.map((option) => option.key)) + 1);
  const set = (patch: Partial<BilingualQuestionDraft>) => onChange({ ...value, ...patch });
  const setOption = (key: number, patch: Partial<OptionDraft>) =>
    set({ answers: value.answers.map((option) => (option.key === key ? { ...option, ...patch } : option)) });

  // The message goes under the first empty text; the other empty one is only marked.
  const titleMessage = errors.title && t(errors.title);
  const ruMissing = Boolean(errors.title) && !value.title.trim();
  const kkMissing = Boolean(errors.title) && !value.title_kz.trim();
  const optionMissing = (text: string) => errors.answers === 'question.two_options' && !text.trim();

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Textarea
          label={t('questionEditor.textRu')}
          value={value.title}
          onChange={(event) => set({ title: event.currentTarget.value })}
          error={ruMissing || !kkMissing ? titleMessage : undefined}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={4000}
          withAsterisk
        />
        <Textarea
          label={t('questionEditor.textKk')}
          value={value.title_kz}
          onChange={(event) => set({ title_kz: event.currentTarget.value })}
          error={kkMissing ? (ruMissing ? true : titleMessage) : undefined}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={4000}
          withAsterisk
        />
      </SimpleGrid>
      <Fieldset legend={t('questionEditor.options')} p="sm">
        <Stack gap="sm">
          <Text size="xs" c="dimmed">
            {t('questionEditor.optionsHint')}
          </Text>
          {value.answers.map((option, index) => {
            const number = index + 1;
            return (
              <Paper key={option.key} withBorder p="sm">
                <Stack gap="xs">
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={500}>{t('questionEditor.option', { number })}</Text>
                    <Group gap="sm" wrap="nowrap">
                      <Checkbox
                        label={t('questionEditor.correct')}
                        aria-label={t('questionEditor.correctLabel', { number })}
                        checked={option.is_correct}
                        onChange={(event) =>
                          setOption(option.key, { is_correct: event.currentTarget.checked })
                        }
                      />
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('questionEditor.removeOption', { number })}
                        disabled={value.answers.length <= MIN_OPTIONS}
                        onClick={() =>
                          set({ answers: value.answers.filter(({ key }) => key !== option.key) })
                        }
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </Group>
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                    <TextInput
                      label={t('questionEditor.optionRu', { number })}
                      value={option.title}
                      onChange={(event) => setOption(option.key, { title: event.currentTarget.value })}
                      error={optionMissing(option.title)}
                      maxLength={1000}
                    />
                    <TextInput
                      label={t('questionEditor.optionKk', { number })}
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
              onClick={() => set({ answers: [...value.answers, emptyOption(nextKey.current++)] })}
              disabled={value.answers.length >= MAX_OPTIONS}
            >
              {t('questionEditor.addOption')}
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </>
  );
}
