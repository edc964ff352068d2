import { MAX_PAGE_SIZE } from '@expert-portal/contracts';
import { Alert, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { formatMeetingTime } from '@/shared/lib/dates';
import { localField } from '@/shared/lib/local-title';
import { CandidatePicker } from '@/shared/ui/candidate-picker';
import { useAddInterviewUsers } from '../api/admin-use-add-interview-users';
import { useAdminInterviews } from '../api/admin-use-interviews';

/**
 * The add-users tab: candidates at the interview stage invited to an interview; the picker
 * offers only those not invited to it yet. The chosen interview is the page's, so that a new interview or
 * the detail's "invite" button opens this tab with it chosen.
 */
export function AdminInterviewInviteTab({
  interviewId,
  onInterviewChange,
}: {
  interviewId: number | null;
  onInterviewChange: (id: number | null) => void;
}) {
  const { t, i18n } = useTranslation('selection-admin');
  // One page as large as the API gives: the latest interviews first, far more than a selection round holds.
  const interviews = useAdminInterviews(1, MAX_PAGE_SIZE);
  const add = useAddInterviewUsers();
  const [userIds, setUserIds] = useState<number[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  // A failed load is told by a toast too, once per failure.
  const failedAt = interviews.isError ? interviews.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt === 0) return;
    notifications.show({ message: t('interviews.list.failed'), color: 'red', autoClose: 4000 });
  }, [failedAt, t]);

  const rows = interviews.data?.results ?? [];
  const interview = rows.find((item) => item.id === interviewId);
  const options = rows.map((item) => ({
    value: String(item.id),
    label: `${localField(item.name, item.name_kk, i18n.language).text} — ${formatMeetingTime(item.interview_time, i18n.language)}`,
  }));

  const chooseInterview = (value: string | null) => {
    onInterviewChange(value === null ? null : Number(value));
    setUserIds([]);
    setProblem(null);
  };

  const submit = () => {
    if (!interview || userIds.length === 0) return setProblem(t('errors:interview.add_users_invalid'));
    setProblem(null);
    add.mutate(
      { interview: interview.id, userIds },
      {
        onSuccess: (result) => {
          notifications.show({
            message:
              result.skipped > 0
                ? t('interviews.invite.addedSkipped', { count: result.added, skipped: result.skipped })
                : t('interviews.invite.added', { count: result.added }),
            color: 'green',
            autoClose: 3000,
          });
          setUserIds([]);
        },
        onError: (error) =>
          notifications.show({
            title: t('interviews.invite.failed'),
            message: errorMessage(error, t),
            color: 'red',
            autoClose: 4000,
          }),
      },
    );
  };

  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('interviews.invite.title')}
        </Title>
        {interviews.isError && (
          <Alert color="red" role="alert" title={t('interviews.list.failed')}>
            {errorMessage(interviews.error, t)}
          </Alert>
        )}
        {interviews.data?.count === 0 && (
          <Alert color="yellow" role="status">
            {t('interviews.invite.noInterviews')}
          </Alert>
        )}
        <Select
          label={t('interviews.invite.interview')}
          placeholder={
            interviews.isPending ? t('interviews.list.loading') : t('interviews.invite.interviewPlaceholder')
          }
          data={options}
          value={interview ? String(interview.id) : null}
          onChange={chooseInterview}
          searchable
          nothingFoundMessage={t('interviews.invite.interviewNotFound')}
          withAsterisk
        />
        {interview && (
          // On a phone the select cuts its label short: the time is told here in full.
          <Group gap="md" style={{ rowGap: 0 }}>
            <Text size="sm" c="dimmed">
              {t('interviews.column.time')}: {formatMeetingTime(interview.interview_time, i18n.language)}
            </Text>
            <Text size="sm" c="dimmed">
              {t('interviews.invite.current', { count: interview.users_count ?? 0 })}
            </Text>
          </Group>
        )}
        {interview ? (
          <CandidatePicker
            source={{ path: '/api/v1/pre_course_interviews/{id}/candidates', id: interview.id }}
            value={userIds}
            onChange={(ids) => {
              setUserIds(ids);
              setProblem(null);
            }}
            label={t('interviews.invite.candidates')}
          />
        ) : (
          <Text c="dimmed">{t('interviews.invite.chooseFirst')}</Text>
        )}
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group>
          <Button onClick={submit} loading={add.isPending}>
            {t('interviews.invite.submit', { count: userIds.length })}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
