import { MEETING_TYPE_LABELS, type InterviewDto } from '@expert-portal/contracts';
import { Anchor, Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The meeting service of an interview's link, in the interface language (Zoom, Онлайн-встреча…). */
export function AdminMeetingType({ type }: { type: InterviewDto['type'] }) {
  const { t } = useTranslation('errors');
  return (
    <Badge variant="light" color={type === 'other' ? 'gray' : 'blue'} style={{ textTransform: 'none' }}>
      {t(MEETING_TYPE_LABELS[type])}
    </Badge>
  );
}

/** A meeting link, opened in a new tab; long addresses break instead of widening the layout. */
export function AdminMeetingLink({ link }: { link: string }) {
  return (
    <Anchor
      href={link}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      style={{ wordBreak: 'break-all' }}
    >
      {link}
    </Anchor>
  );
}
