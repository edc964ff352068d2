import { MEETING_TYPE_LABELS, meetingType, type InterviewDto } from '@expert-portal/contracts';
import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMeetingTime } from '@/shared/lib/dates';
import { localField } from '@/shared/lib/local-title';
import { LocalFieldText } from '@/shared/ui/local-field-text';

/** One invitation: its name, when it happens (Kazakhstan's time), the service from its link, the link. */
export function MyInterviewCard({ interview }: { interview: InterviewDto }) {
  const { t, i18n } = useTranslation('selection');
  const headingId = `interview-${interview.id}-name`;

  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={3} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            <LocalFieldText ru={interview.name} kk={interview.name_kk} />
          </Title>
          <Badge variant="light" style={{ flexShrink: 0 }}>
            {t(`errors:${MEETING_TYPE_LABELS[meetingType(interview.link)]}`)}
          </Badge>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <IconCalendarEvent size={18} aria-hidden />
          <Text size="sm">
            <Text span c="dimmed" size="sm">
              {t('interview.time')}:{' '}
            </Text>
            {formatMeetingTime(interview.interview_time, i18n.language)}
          </Text>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span c="dimmed" size="sm">
            {t('interview.link')}:{' '}
          </Text>
          <Anchor href={interview.link} target="_blank" rel="noopener noreferrer">
            {interview.link}
          </Anchor>
        </Text>
        <Group>
          <Button
            component="a"
            href={interview.link}
            target="_blank"
            rel="noopener noreferrer"
            rightSection={<IconExternalLink size={16} aria-hidden />}
            aria-label={t('meeting.openLabel', {
              name: localField(interview.name, interview.name_kk, i18n.language).text,
            })}
          >
            {t('meeting.open')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
