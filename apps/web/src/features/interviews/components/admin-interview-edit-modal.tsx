import { kazakhstanWallClock, type InterviewDetailDto } from '@expert-portal/contracts';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { useUpdateInterview, type InterviewChange } from '../api/admin-use-update-interview';
import {
  AdminInterviewFields,
  isInterviewDraftComplete,
  type InterviewDraft,
} from './admin-interview-fields';

/** The interview as its form shows it: the time as Kazakhstan's clocks read it. */
function draftOf(interview: InterviewDetailDto): InterviewDraft {
  return {
    name: interview.name,
    name_kk: interview.name_kk,
    time: kazakhstanWallClock(interview.interview_time) ?? '',
    link: interview.link,
  };
}

/** Only what the admin changed, so that another admin's change to another field meanwhile stands. */
function changeOf(interview: InterviewDetailDto, draft: InterviewDraft): InterviewChange {
  const before = draftOf(interview);
  const change: InterviewChange = {};
  if (draft.name.trim() !== before.name) change.name = draft.name.trim();
  if (draft.name_kk.trim() !== before.name_kk) change.name_kk = draft.name_kk.trim();
  if (draft.time !== before.time) change.interview_time = draft.time;
  if (draft.link.trim() !== before.link) change.link = draft.link.trim();
  return change;
}

/**
 * Changes an interview's name, time or link, over its detail. A new time or link is mailed by the server to
 * the invited candidates not graded yet, which the form says beforehand and the toast afterwards.
 */
export function AdminInterviewEditModal({
  interview,
  onClose,
}: {
  interview: InterviewDetailDto;
  onClose: () => void;
}) {
  const { t } = useTranslation('selection-admin');
  const update = useUpdateInterview();
  const [draft, setDraft] = useState(() => draftOf(interview));
  const [problem, setProblem] = useState<'invalid' | 'unchanged' | null>(null);
  const ungraded = interview.users.filter((user) => !user.grade).length;

  const change = (field: keyof InterviewDraft, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setProblem(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isInterviewDraftComplete(draft)) {
      setProblem('invalid');
      return;
    }
    const sent = changeOf(interview, draft);
    if (Object.keys(sent).length === 0) {
      setProblem('unchanged');
      return;
    }
    const mailed = ungraded > 0 && (sent.interview_time !== undefined || sent.link !== undefined);
    update.mutate(
      { id: interview.id, change: sent },
      {
        onSuccess: () => {
          notifications.show({
            message: mailed
              ? t('interviews.edit.doneMailed', { count: ungraded })
              : t('interviews.edit.done'),
            color: 'green',
            autoClose: 3000,
          });
          onClose();
        },
        onError: (error) =>
          notifications.show({
            title: t('interviews.edit.failed'),
            message: errorMessage(error, t),
            color: 'red',
            autoClose: 4000,
          }),
      },
    );
  };

  return (
    <Modal
      opened
      onClose={() => !update.isPending && onClose()}
      title={t('interviews.edit.title')}
      // Wide enough for an interview's usual name in each of the two name fields.
      size="xl"
      zIndex={300}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <AdminInterviewFields
            draft={draft}
            onChange={change}
            invalid={problem === 'invalid'}
            notice={
              ungraded > 0 && (
                <Text size="sm" c="dimmed">
                  {t('interviews.edit.mailNotice', { count: ungraded })}
                </Text>
              )
            }
          />
          {problem === 'unchanged' && (
            <Alert color="yellow" role="alert">
              {t('errors:interview.update_empty')}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} disabled={update.isPending}>
              {t('interviews.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('interviews.edit.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
