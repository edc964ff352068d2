import {
  PRE_COURSE_SECTIONS,
  preCourseQuestionInputSchema,
  type PreCourseQuestionDto,
  type PreCourseQuestionInput,
} from '@expert-portal/contracts';
import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import {
  answersOf,
  BilingualQuestionFields,
  bilingualDraftOf,
  bilingualErrorsOf,
  type BilingualQuestionDraft,
  type BilingualQuestionErrors,
} from '@/shared/ui/bilingual-question-fields';
import { useCreateQuestion } from '../api/admin-use-create-question';
import { useReplaceQuestion } from '../api/admin-use-replace-question';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { useMediaMatch } from '@/shared/lib/use-media-match';

type Section = (typeof PRE_COURSE_SECTIONS)[number];

interface QuestionDraft extends BilingualQuestionDraft {
  section: Section | null;
  passage: string;
  passage_kz: string;
}

interface DraftErrors extends BilingualQuestionErrors {
  section?: string;
}

function draftOf(question: PreCourseQuestionDto | null, section: Section | null): QuestionDraft {
  return {
    ...bilingualDraftOf(question),
    section: question ? question.section : section,
    passage: question?.passage ?? '',
    passage_kz: question?.passage_kz ?? '',
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
    answers: answersOf(draft),
  };
}

// The shared schema's rules, so the modal says exactly what the API would answer.
function validate(draft: QuestionDraft, withSections: boolean): DraftErrors {
  const result = preCourseQuestionInputSchema.safeParse(inputOf(draft, withSections));
  const errors: DraftErrors = result.success ? {} : bilingualErrorsOf(result.error.issues);
  if (withSections && !draft.section) errors.section = 'question.sectionRequired';
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
  const mobile = useMediaMatch('(max-width: 36em)');
  const create = useCreateQuestion(testId);
  const replace = useReplaceQuestion(testId);
  const [draft, setDraft] = useState<QuestionDraft>(() => draftOf(question, defaultSection));
  const [checked, setChecked] = useState(false);
  const errors = checked ? validate(draft, withSections) : {};
  const saving = create.isPending || replace.isPending;

  const set = (patch: Partial<QuestionDraft>) => setDraft((current) => ({ ...current, ...patch }));
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
          </SimpleGrid>
          <BilingualQuestionFields value={draft} onChange={(next) => set(next)} errors={errors} />
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
