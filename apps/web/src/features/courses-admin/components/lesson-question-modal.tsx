import { lessonQuestionReplaceSchema, type LessonQuestionDto } from '@expert-portal/contracts';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import {
  answersOf,
  BilingualQuestionFields,
  bilingualDraftOf,
  bilingualErrorsOf,
  type BilingualQuestionDraft,
} from '@/shared/ui/bilingual-question-fields';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { useSaveLessonQuestion, type SaveLessonQuestion } from '../api/use-save-lesson-question';
import { useMediaMatch } from '@/shared/lib/use-media-match';

/**
 * What is sent: a new question goes with POST, an edited one with PUT, each with its options. The editor
 * checks both alike: the text in both languages ('Введите текст вопроса на обоих
 * языках (RU и KZ).'), two options at least in both languages, one correct.
 */
function requestOf(draft: BilingualQuestionDraft, questionId: number | null) {
  const input = { title: draft.title, title_kz: draft.title_kz, answers: answersOf(draft) };
  const result = lessonQuestionReplaceSchema.safeParse(input);
  if (!result.success) return { errors: bilingualErrorsOf(result.error.issues) };
  const body = result.data;
  const request: SaveLessonQuestion = questionId === null ? { questionId, body } : { questionId, body };
  return { request };
}

interface LessonQuestionModalProps {
  courseId: number;
  lessonId: number;
  testId: number;
  /** The question to edit, or null to add one; `number` is its place in the test. */
  question: LessonQuestionDto | null;
  number: number;
  onClose: () => void;
}

/** The question editor of a lesson test: RU and KZ text and options, saved in one request. */
export function LessonQuestionModal({
  courseId,
  lessonId,
  testId,
  question,
  number,
  onClose,
}: LessonQuestionModalProps) {
  const { t } = useTranslation(['courses-admin', 'errors']);
  const mobile = useMediaMatch('(max-width: 36em)');
  const save = useSaveLessonQuestion(courseId, lessonId, testId);
  const [draft, setDraft] = useState<BilingualQuestionDraft>(() => bilingualDraftOf(question));
  const [checked, setChecked] = useState(false);
  const questionId = question?.id ?? null;
  const errors = checked ? (requestOf(draft, questionId).errors ?? {}) : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const { request } = requestOf(draft, questionId);
    if (!request) return;
    save.mutate(request, {
      onSuccess: () => {
        notifySuccess(t(question ? 'question.saved' : 'question.created'));
        onClose();
      },
      onError: (error) =>
        notifyError(t(question ? 'question.saveFailed' : 'question.createFailed'), errorMessage(error, t)),
    });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      fullScreen={mobile}
      title={question ? t('question.editTitle', { number }) : t('question.addTitle')}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <BilingualQuestionFields value={draft} onChange={setDraft} errors={errors} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('question.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
