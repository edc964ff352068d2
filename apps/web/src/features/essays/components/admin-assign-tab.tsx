import { Alert, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { formatMeetingTime } from '@/shared/lib/dates';
import { CandidatePicker } from '@/shared/ui/candidate-picker';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { useAddMeetingUsers } from '../api/admin-use-add-meeting-users';
import { useEssayMeetings } from '../api/admin-use-essay-meetings';
import { themeName } from './admin-essay-format';

/**
 * Tab 3: candidates at the essay stage added to a meeting; the picker offers only those not in
 * it yet.
 */
export function AdminAssignTab() {
  const { t, i18n } = useTranslation('selection-admin');
  const meetings = useEssayMeetings();
  const add = useAddMeetingUsers();
  const [meetingId, setMeetingId] = useState<string | null>(null);
  const [userIds, setUserIds] = useState<number[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  const meeting = meetings.data?.find((item) => String(item.id) === meetingId);
  const options = (meetings.data ?? []).map((item) => ({
    value: String(item.id),
    label: `${themeName(item.theme, i18n.language)} — ${formatMeetingTime(item.meeting_time, i18n.language)}`,
  }));

  const chooseMeeting = (id: string | null) => {
    setMeetingId(id);
    setUserIds([]);
    setProblem(null);
  };

  const submit = () => {
    if (!meeting) return setProblem(t('essays.assign.meetingRequired'));
    if (userIds.length === 0) return setProblem(t('errors:essay.add_users_required'));
    setProblem(null);
    add.mutate(
      { meetingId: meeting.id, userIds },
      {
        onSuccess: (result) => {
          notifySuccess(
            result.skipped > 0
              ? t('essays.assign.addedSkipped', { count: result.added, skipped: result.skipped })
              : t('essays.assign.added', { count: result.added }),
          );
          setUserIds([]);
        },
        onError: (error) => notifyError(t('essays.assign.failed'), errorMessage(error, t)),
      },
    );
  };

  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('essays.assign.title')}
        </Title>
        {meetings.isError && (
          <Alert color="red" role="alert" title={t('essays.meeting.loadFailed')}>
            {errorMessage(meetings.error, t)}
          </Alert>
        )}
        {meetings.data?.length === 0 && (
          <Alert color="yellow" role="status">
            {t('essays.assign.noMeetings')}
          </Alert>
        )}
        <Select
          label={t('essays.assign.meeting')}
          placeholder={
            meetings.isPending ? t('essays.meeting.loading') : t('essays.assign.meetingPlaceholder')
          }
          data={options}
          value={meetingId}
          onChange={chooseMeeting}
          searchable
          nothingFoundMessage={t('essays.assign.meetingNotFound')}
          withAsterisk
        />
        {meeting && (
          <Text size="sm" c="dimmed">
            {t('essays.assign.current', { count: meeting.users?.length ?? 0 })}
          </Text>
        )}
        {meeting ? (
          <CandidatePicker
            source={{ path: '/api/v1/pre_essay_meeting/{id}/candidates', id: meeting.id }}
            value={userIds}
            onChange={(ids) => {
              setUserIds(ids);
              setProblem(null);
            }}
            label={t('essays.assign.candidates')}
          />
        ) : (
          <Text c="dimmed">{t('essays.assign.chooseFirst')}</Text>
        )}
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group>
          <Button onClick={submit} loading={add.isPending}>
            {t('essays.assign.submit', { count: userIds.length })}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
