import { isMeetingLink, parseMeetingTime } from '@expert-portal/contracts';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { MeetingTimeField } from '@/shared/ui/meeting-time-field';
import { useCreateInterview } from '../api/admin-use-create-interview';

const EMPTY = { name: '', name_kk: '', time: '', link: '' };

/** Whether the form holds what the server takes (spec §5): a name, a real date and time, an http(s) link. */
function isComplete(form: typeof EMPTY): boolean {
  return form.name.trim() !== '' && parseMeetingTime(form.time) !== null && isMeetingLink(form.link.trim());
}

/** The create tab: an interview's name (Russian; Kazakh if wanted), date and time (Kazakhstan's) and link. */
export function AdminInterviewCreateForm({ onCreated }: { onCreated: (id: number) => void }) {
  const { t } = useTranslation('selection-admin');
  const create = useCreateInterview();
  const [form, setForm] = useState(EMPTY);
  const [invalid, setInvalid] = useState(false);

  const change = (field: keyof typeof EMPTY) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setInvalid(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isComplete(form)) {
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
          setForm(EMPTY);
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
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('interviews.field.name')}
            placeholder={t('interviews.field.namePlaceholder')}
            value={form.name}
            onChange={(event) => change('name')(event.currentTarget.value)}
            maxLength={300}
            error={invalid && form.name.trim() === ''}
            required
          />
          <TextInput
            label={t('interviews.field.nameKk')}
            placeholder={t('interviews.field.namePlaceholderKk')}
            value={form.name_kk}
            onChange={(event) => change('name_kk')(event.currentTarget.value)}
            maxLength={300}
          />
        </SimpleGrid>
        <MeetingTimeField
          label={t('interviews.field.time')}
          description={t('interviews.field.timeHint')}
          value={form.time}
          onChange={change('time')}
          error={invalid && parseMeetingTime(form.time) === null}
          required
        />
        <TextInput
          type="url"
          label={t('interviews.field.link')}
          placeholder="https://zoom.us/j/…"
          description={t('interviews.field.linkHint')}
          value={form.link}
          onChange={(event) => change('link')(event.currentTarget.value)}
          maxLength={1000}
          error={invalid && !isMeetingLink(form.link.trim())}
          required
        />
        {invalid && (
          <Alert color="red" role="alert">
            {t('errors:interview.create_invalid')}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={create.isPending}>
            {t('interviews.create.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
