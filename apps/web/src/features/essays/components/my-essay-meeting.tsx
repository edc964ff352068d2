import {
  MEETING_TYPE_LABELS,
  meetingType,
  type EssayMeetingDto,
  type UserEssayDto,
} from '@expert-portal/contracts';
import { Alert, Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { formatMeetingTime } from '@/shared/lib/dates';
import { useMyEssayMeetings } from '../api/my-use-essay-meetings';
import { themeName } from './my-theme-name';

function MeetingCard({ meeting }: { meeting: EssayMeetingDto }) {
  const { t, i18n } = useTranslation('selection');
  const theme = themeName(meeting.theme, i18n.language);
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={theme}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="nowrap">
            <IconCalendarEvent size={18} aria-hidden />
            <Text fw={600}>{formatMeetingTime(meeting.meeting_time, i18n.language)}</Text>
          </Group>
          <Badge variant="light" style={{ flexShrink: 0 }}>
            {t(`errors:${MEETING_TYPE_LABELS[meetingType(meeting.link)]}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('essay.meeting.theme', { theme })}
        </Text>
        <Anchor
          href={meeting.link}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          style={{ overflowWrap: 'anywhere' }}
        >
          {meeting.link}
        </Anchor>
        <Group>
          <Button
            component="a"
            href={meeting.link}
            target="_blank"
            rel="noopener noreferrer"
            rightSection={<IconExternalLink size={16} aria-hidden />}
            aria-label={t('meeting.openLabel', { name: theme })}
          >
            {t('meeting.open')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * The meeting of the chosen theme (and any the candidate was added to): date and time in Kazakhstan, its
 * link with an open button, or that none is assigned yet.
 */
export function MyEssayMeeting({ essay }: { essay: UserEssayDto | null }) {
  const { t } = useTranslation('selection');
  const meetings = useMyEssayMeetings();

  if (meetings.isPending) return <Skeleton height={120} radius="md" data-testid="meeting-loading" />;
  if (meetings.isError) {
    return (
      <Alert color="red" title={t('essay.meeting.loadError')}>
        {errorMessage(meetings.error, t)}
      </Alert>
    );
  }
  if (meetings.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t(essay ? 'essay.meeting.none' : 'essay.meeting.noTheme')}
      </Text>
    );
  }
  // The chosen theme's meetings first, each group the soonest first.
  const ordered = [...meetings.data].sort(
    (a, b) =>
      Number(b.theme.id === essay?.theme.id) - Number(a.theme.id === essay?.theme.id) ||
      a.meeting_time.localeCompare(b.meeting_time),
  );
  const noneOfTheme = essay !== null && !meetings.data.some((meeting) => meeting.theme.id === essay.theme.id);
  return (
    <Stack gap="sm">
      {noneOfTheme && (
        <Text size="sm" c="dimmed">
          {t('essay.meeting.none')}
        </Text>
      )}
      {ordered.map((meeting) => (
        <MeetingCard key={meeting.id} meeting={meeting} />
      ))}
      <Text size="xs" c="dimmed">
        {t('interview.timeZone')}
      </Text>
    </Stack>
  );
}
