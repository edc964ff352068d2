import type { InterviewDetailDto, InterviewUserDto } from '@expert-portal/contracts';
import { Alert, Badge, Button, Group, Modal, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { formatDateTime, formatMeetingTime } from '@/shared/lib/dates';
import { LocalFieldText } from '@/shared/ui/local-field-text';
import { formatScore } from '@/shared/lib/score';
import { useAdminInterview } from '../api/admin-use-interview';
import { useGradeInterviewUser } from '../api/admin-use-grade-interview-user';
import { AdminInterviewCancelDialog } from './admin-interview-cancel-dialog';
import { AdminInterviewEditModal } from './admin-interview-edit-modal';
import { AdminMeetingLink, AdminMeetingType } from './admin-interview-meeting';

interface Decision {
  user: InterviewUserDto;
  passed: boolean;
}

const displayName = (user: InterviewUserDto) => user.name || user.username;

function GradeBadge({ grade }: { grade: InterviewUserDto['grade'] }) {
  const { t } = useTranslation('selection-admin');
  if (!grade)
    return (
      <Badge color="gray" variant="light">
        {t('interviews.result.none')}
      </Badge>
    );
  return (
    <Badge color={grade.passed ? 'green' : 'red'} variant="light">
      {t(grade.passed ? 'interviews.result.passed' : 'interviews.result.failed', {
        grade: formatScore(grade.grade),
      })}
    </Badge>
  );
}

function InvitedUser({ user, onDecide }: { user: InterviewUserDto; onDecide: (decision: Decision) => void }) {
  const { t, i18n } = useTranslation('selection-admin');
  return (
    <Paper withBorder p="sm" radius="md" component="li" aria-label={displayName(user)}>
      {/* The result sits by the name, so that on a phone the buttons wrap below as a whole. */}
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={500}>{displayName(user)}</Text>
            <GradeBadge grade={user.grade} />
          </Group>
          <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {user.username}
          </Text>
          {user.grade && (
            <Text size="xs" c="dimmed">
              {t('interviews.result.at', { date: formatDateTime(user.grade.graded_at, i18n.language) })}
            </Text>
          )}
        </Stack>
        {!user.grade && (
          <Group gap="xs">
            <Button size="compact-sm" color="green" onClick={() => onDecide({ user, passed: true })}>
              {t('interviews.grade.approve')}
            </Button>
            <Button
              size="compact-sm"
              color="red"
              variant="light"
              onClick={() => onDecide({ user, passed: false })}
            >
              {t('interviews.grade.reject')}
            </Button>
          </Group>
        )}
      </Group>
    </Paper>
  );
}

/** Change the interview, or cancel it while nobody is graded (the server refuses it then, and so do we). */
function InterviewActions({
  graded,
  onEdit,
  onCancel,
}: {
  graded: number;
  onEdit: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('selection-admin');
  const whyNot = useId();
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Button
          variant="default"
          size="compact-sm"
          leftSection={<IconPencil size={16} aria-hidden />}
          onClick={onEdit}
        >
          {t('interviews.edit.open')}
        </Button>
        <Button
          color="red"
          variant="light"
          size="compact-sm"
          onClick={onCancel}
          disabled={graded > 0}
          aria-describedby={graded > 0 ? whyNot : undefined}
        >
          {t('interviews.cancelInterview.submit')}
        </Button>
      </Group>
      {graded > 0 && (
        <Text id={whyNot} size="xs" c="dimmed">
          {t('errors:interview.has_grades')}
        </Text>
      )}
    </Stack>
  );
}

function DetailBody({
  interview,
  onDecide,
  onInvite,
  onEdit,
  onCancel,
}: {
  interview: InterviewDetailDto;
  onDecide: (decision: Decision) => void;
  onInvite: () => void;
  onEdit: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('selection-admin');
  const graded = interview.users.filter((user) => user.grade).length;
  return (
    <Stack gap="md">
      {/* The type follows the time on one line when both fit (a Kazakh date is long), below it otherwise. */}
      <Group gap="xl" style={{ rowGap: 4 }}>
        <Text size="sm">
          <Text span c="dimmed" size="sm">
            {t('interviews.column.time')}:{' '}
          </Text>
          {formatMeetingTime(interview.interview_time, i18n.language)}
        </Text>
        <Group gap="xs">
          <Text span c="dimmed" size="sm">
            {t('interviews.column.type')}:
          </Text>
          <AdminMeetingType type={interview.type} />
        </Group>
      </Group>
      <Text size="sm">
        <Text span c="dimmed" size="sm">
          {t('interviews.column.link')}:{' '}
        </Text>
        <AdminMeetingLink link={interview.link} />
      </Text>
      <InterviewActions graded={graded} onEdit={onEdit} onCancel={onCancel} />
      <Group justify="space-between" gap="xs">
        <Text fw={500}>{t('interviews.detail.summary', { invited: interview.users.length, graded })}</Text>
        <Button variant="light" size="compact-sm" onClick={onInvite}>
          {t('interviews.detail.invite')}
        </Button>
      </Group>
      {interview.users.length === 0 ? (
        <Text c="dimmed">{t('interviews.detail.empty')}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {interview.users.map((user) => (
            <InvitedUser key={user.id} user={user} onDecide={onDecide} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * An interview's detail: its meeting, the invited users with their grades; ungraded users are graded once. The
 * interview is changed, or cancelled, in a dialog over it.
 */
export function AdminInterviewDetailModal({
  id,
  onClose,
  onInvite,
}: {
  id: number;
  onClose: () => void;
  onInvite: () => void;
}) {
  const { t } = useTranslation('selection-admin');
  const detail = useAdminInterview(id);
  const grade = useGradeInterviewUser();
  const [decision, setDecision] = useState<Decision | null>(null);
  const [dialog, setDialog] = useState<'edit' | 'cancel' | null>(null);

  const failedAt = detail.isError ? detail.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt === 0) return;
    notifications.show({ message: t('interviews.detail.failed'), color: 'red', autoClose: 4000 });
  }, [failedAt, t]);

  const confirm = () => {
    if (!decision) return;
    const name = displayName(decision.user);
    grade.mutate(
      { interview: id, user: decision.user.id, passed: decision.passed },
      {
        onSuccess: () => {
          notifications.show({
            message: t(decision.passed ? 'interviews.grade.approved' : 'interviews.grade.rejected', { name }),
            color: 'green',
            autoClose: 3000,
          });
          setDecision(null);
        },
        onError: (error) => {
          notifications.show({
            title: t('interviews.grade.failed'),
            message: errorMessage(error, t),
            color: 'red',
            autoClose: 4000,
          });
          setDecision(null);
        },
      },
    );
  };

  return (
    <>
      <Modal
        opened
        onClose={onClose}
        size="lg"
        title={
          detail.data ? (
            <LocalFieldText ru={detail.data.name} kk={detail.data.name_kk} />
          ) : (
            t('interviews.detail.title')
          )
        }
      >
        {detail.isPending && (
          <Stack gap="xs" aria-busy="true" aria-label={t('interviews.detail.loading')}>
            <Skeleton height={20} width="60%" />
            <Skeleton height={20} width="80%" />
            <Skeleton height={56} />
            <Skeleton height={56} />
          </Stack>
        )}
        {detail.isError && (
          <Alert color="red" role="alert" title={t('interviews.detail.failed')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{errorMessage(detail.error, t)}</Text>
              <Button size="compact-sm" variant="light" color="red" onClick={() => void detail.refetch()}>
                {t('interviews.retry')}
              </Button>
            </Stack>
          </Alert>
        )}
        {detail.data && (
          <DetailBody
            interview={detail.data}
            onDecide={setDecision}
            onInvite={onInvite}
            onEdit={() => setDialog('edit')}
            onCancel={() => setDialog('cancel')}
          />
        )}
      </Modal>
      {dialog === 'edit' && detail.data && (
        <AdminInterviewEditModal interview={detail.data} onClose={() => setDialog(null)} />
      )}
      {dialog === 'cancel' && detail.data && (
        <AdminInterviewCancelDialog
          interview={detail.data}
          onClose={() => setDialog(null)}
          onCancelled={onClose}
        />
      )}
      <Modal
        opened={decision !== null}
        onClose={() => !grade.isPending && setDecision(null)}
        title={t(
          decision?.passed === false ? 'interviews.grade.rejectTitle' : 'interviews.grade.approveTitle',
        )}
        size="sm"
        zIndex={300}
      >
        {decision && (
          <Stack gap="md">
            <Text>
              {t(decision.passed ? 'interviews.grade.confirmApprove' : 'interviews.grade.confirmReject', {
                name: displayName(decision.user),
              })}
            </Text>
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={() => setDecision(null)} disabled={grade.isPending}>
                {t('interviews.cancel')}
              </Button>
              <Button color={decision.passed ? 'green' : 'red'} onClick={confirm} loading={grade.isPending}>
                {t(decision.passed ? 'interviews.grade.approve' : 'interviews.grade.reject')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
