import {
  isMeetingLink,
  MEETING_TYPE_LABELS,
  parseMeetingTime,
  type EssayMeetingDto,
} from '@expert-portal/contracts';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { formatMeetingTime } from '@/shared/lib/dates';
import { MeetingTimeField } from '@/shared/ui/meeting-time-field';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { useCreateEssayMeeting } from '../api/admin-use-create-essay-meeting';
import { useDeleteEssayMeeting } from '../api/admin-use-delete-essay-meeting';
import { useEssayMeetings } from '../api/admin-use-essay-meetings';
import { useEssayThemes } from '../api/admin-use-essay-themes';
import { themeName } from './admin-essay-format';

interface MeetingDraft {
  theme: string | null;
  link: string;
  time: string;
}

const EMPTY_DRAFT: MeetingDraft = { theme: null, link: '', time: '' };

/** A meeting needs a theme, a link and a time; the key of each missing or wrong one. */
function draftErrors(draft: MeetingDraft): Partial<Record<keyof MeetingDraft, string>> {
  return {
    ...(draft.theme ? {} : { theme: 'essays.meeting.themeRequired' }),
    ...(isMeetingLink(draft.link.trim()) ? {} : { link: 'essays.meeting.linkInvalid' }),
    ...(parseMeetingTime(draft.time) ? {} : { time: 'essays.meeting.timeInvalid' }),
  };
}

function MeetingForm() {
  const { t, i18n } = useTranslation('selection-admin');
  const themes = useEssayThemes();
  const create = useCreateEssayMeeting();
  const [draft, setDraft] = useState<MeetingDraft>(EMPTY_DRAFT);
  const [checked, setChecked] = useState(false);
  const errors = checked ? draftErrors(draft) : {};
  const set = (patch: Partial<MeetingDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(draftErrors(draft)).length > 0 || !draft.theme) return;
    create.mutate(
      // The time goes as typed, zoneless: the server reads it as Kazakhstan's.
      { theme: Number(draft.theme), link: draft.link.trim(), meeting_time: draft.time },
      {
        onSuccess: () => {
          notifySuccess(t('essays.meeting.created'));
          setDraft(EMPTY_DRAFT);
          setChecked(false);
        },
        onError: (error) => notifyError(t('essays.meeting.createFailed'), errorMessage(error, t)),
      },
    );
  };

  const themeOptions = (themes.data ?? []).map((theme) => ({
    value: String(theme.id),
    label: themeName(theme, i18n.language),
  }));

  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('essays.meeting.add')}
        </Title>
        {themes.isError && (
          <Alert color="red" role="alert">
            {t('essays.theme.loadFailed')}: {errorMessage(themes.error, t)}
          </Alert>
        )}
        {themes.data?.length === 0 && (
          <Alert color="yellow" role="status">
            {t('essays.meeting.noThemes')}
          </Alert>
        )}
        <Select
          label={t('essays.meeting.theme')}
          placeholder={themes.isPending ? t('essays.theme.loading') : t('essays.meeting.themePlaceholder')}
          data={themeOptions}
          value={draft.theme}
          onChange={(theme) => set({ theme })}
          error={errors.theme && t(errors.theme)}
          searchable
          nothingFoundMessage={t('essays.meeting.themeNotFound')}
          withAsterisk
        />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          <TextInput
            label={t('essays.meeting.link')}
            placeholder="https://"
            type="url"
            value={draft.link}
            onChange={(event) => set({ link: event.currentTarget.value })}
            error={errors.link && t(errors.link)}
            withAsterisk
          />
          <MeetingTimeField
            label={t('essays.meeting.time')}
            description={t('essays.meeting.timeHint')}
            value={draft.time}
            onChange={(time) => set({ time })}
            error={errors.time && t(errors.time)}
            required
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={create.isPending}>
            {t('essays.meeting.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function DeleteMeetingDialog({ meeting, onClose }: { meeting: EssayMeetingDto; onClose: () => void }) {
  const { t, i18n } = useTranslation('selection-admin');
  const remove = useDeleteEssayMeeting();
  const confirm = () =>
    remove.mutate(meeting.id, {
      onSuccess: () => {
        notifySuccess(t('essays.meeting.deleted'));
        onClose();
      },
      onError: (error) => {
        notifyError(t('essays.meeting.deleteFailed'), errorMessage(error, t));
        onClose();
      },
    });

  return (
    <Modal opened onClose={onClose} title={t('essays.meeting.deleteTitle')} centered>
      <Stack gap="md">
        <Text>
          {t('essays.meeting.deleteConfirm', {
            theme: themeName(meeting.theme, i18n.language),
            time: formatMeetingTime(meeting.meeting_time, i18n.language),
          })}
        </Text>
        {(meeting.users?.length ?? 0) > 0 && (
          <Text size="sm" c="dimmed">
            {t('essays.meeting.deleteUsers', { count: meeting.users?.length ?? 0 })}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={remove.isPending}>
            {t('essays.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            {t('essays.meeting.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function MeetingList() {
  const { t, i18n } = useTranslation('selection-admin');
  const meetings = useEssayMeetings();
  const [deleting, setDeleting] = useState<EssayMeetingDto | null>(null);

  if (meetings.isPending) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label={t('essays.meeting.loading')}>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} height={36} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (meetings.isError) {
    return (
      <Alert color="red" role="alert" title={t('essays.meeting.loadFailed')}>
        {errorMessage(meetings.error, t)}
      </Alert>
    );
  }
  if (meetings.data.length === 0) return <Text c="dimmed">{t('essays.meeting.empty')}</Text>;

  return (
    <>
      <Table.ScrollContainer minWidth={760}>
        <Table striped verticalSpacing="sm" aria-label={t('essays.meeting.list')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('essays.meeting.theme')}</Table.Th>
              <Table.Th>{t('essays.meeting.time')}</Table.Th>
              <Table.Th>{t('essays.meeting.link')}</Table.Th>
              <Table.Th>{t('essays.meeting.participants')}</Table.Th>
              {/* Holds the hidden label, which would otherwise widen the page past the table's scroll area. */}
              <Table.Th pos="relative">
                <VisuallyHidden>{t('essays.column.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {meetings.data.map((meeting) => {
              const theme = themeName(meeting.theme, i18n.language);
              const time = formatMeetingTime(meeting.meeting_time, i18n.language);
              return (
                <Table.Tr key={meeting.id}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{theme}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{time}</Table.Td>
                  <Table.Td>
                    <Stack gap={4} align="flex-start">
                      <Badge variant="light">{t(`errors:${MEETING_TYPE_LABELS[meeting.type]}`)}</Badge>
                      <Anchor
                        href={meeting.link}
                        target="_blank"
                        rel="noopener noreferrer"
                        size="sm"
                        style={{ wordBreak: 'break-all' }}
                      >
                        {meeting.link}
                      </Anchor>
                    </Stack>
                  </Table.Td>
                  <Table.Td>{meeting.users?.length ?? 0}</Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('essays.meeting.deleteLabel', { theme, time })}
                      onClick={() => setDeleting(meeting)}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {deleting && <DeleteMeetingDialog meeting={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}

/** Tab 2: a meeting on a theme (link and Kazakhstan time), the list, deletes after a confirmation. */
export function AdminMeetingsTab() {
  const { t } = useTranslation('selection-admin');
  return (
    <Stack gap="lg">
      <MeetingForm />
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('essays.meeting.list')}
        </Title>
        <MeetingList />
      </Stack>
    </Stack>
  );
}
