import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { useCreateInterview } from '../api/admin-use-create-interview';
import {
  AdminInterviewFields,
  EMPTY_INTERVIEW_DRAFT,
  isInterviewDraftComplete,
  type InterviewDraft,
} from './admin-interview-fields';

/** The create tab: an interview's name (Russian; Kazakh if wanted), date and time (Kazakhstan's) and link. */
export function AdminInterviewCreateForm({ onCreated }: { onCreated: (id: number) => void }) {
  const { t } = useTranslation('selection-admin');
  const create = useCreateInterview();
  const [form, setForm] = useState(EMPTY_INTERVIEW_DRAFT);
  const [invalid, setInvalid] = useState(false);

  const change = (field: keyof InterviewDraft, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setInvalid(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isInterviewDraftComplete(form)) {
      setInvalid(true);
      return;
    }
    create.mutate(
      {
        name: form.name.trim(),
        name_kk: form.name_kk.trim(),
        interview_time: form.time,
        link: form.link.trim(),
      },
      {
        onSuccess: (interview) => {
          notifications.show({
            message: t('interviews.create.done', { id: interview.id }),
            color: 'green',
            autoClose: 3000,
          });
          setForm(EMPTY_INTERVIEW_DRAFT);
          onCreated(interview.id);
        },
        onError: (error) =>
          notifications.show({
            title: t('interviews.create.failed'),
            message: errorMessage(error, t),
            color: 'red',
            autoClose: 4000,
          }),
      },
    );
  };

  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} noValidate>
      <Stack gap="md" maw={760}>
        <Title order={2} size="h4">
          {t('interviews.create.title')}
        </Title>
        <AdminInterviewFields draft={form} onChange={change} invalid={invalid} />
        <Group>
          <Button type="submit" loading={create.isPending}>
            {t('interviews.create.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
