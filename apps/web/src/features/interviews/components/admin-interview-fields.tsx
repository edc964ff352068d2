import { isMeetingLink, parseMeetingTime } from '@expert-portal/contracts';
import { Alert, SimpleGrid, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MeetingTimeField } from '@/shared/ui/meeting-time-field';

/** An interview as its form holds it: the names, the time ('YYYY-MM-DDTHH:mm', Kazakhstan's) and the link. */
export interface InterviewDraft {
  name: string;
  name_kk: string;
  time: string;
  link: string;
}

export const EMPTY_INTERVIEW_DRAFT: InterviewDraft = { name: '', name_kk: '', time: '', link: '' };

/** Whether the form holds what the server takes: a name, a real date and time, an http(s) link. */
export function isInterviewDraftComplete(draft: InterviewDraft): boolean {
  return (
    draft.name.trim() !== '' && parseMeetingTime(draft.time) !== null && isMeetingLink(draft.link.trim())
  );
}

/**
 * An interview's fields, for creating and changing one: its name (Russian; Kazakh if wanted), date and time
 * (Kazakhstan's) and link. `invalid` marks what the server would refuse and says what it needs; `notice`
 * goes under the time and the link.
 */
export function AdminInterviewFields({
  draft,
  onChange,
  invalid,
  notice,
}: {
  draft: InterviewDraft;
  onChange: (field: keyof InterviewDraft, value: string) => void;
  invalid: boolean;
  notice?: ReactNode;
}) {
  const { t } = useTranslation('selection-admin');
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('interviews.field.name')}
          placeholder={t('interviews.field.namePlaceholder')}
          value={draft.name}
          onChange={(event) => onChange('name', event.currentTarget.value)}
          maxLength={300}
          error={invalid && draft.name.trim() === ''}
          required
        />
        <TextInput
          label={t('interviews.field.nameKk')}
          placeholder={t('interviews.field.namePlaceholderKk')}
          value={draft.name_kk}
          onChange={(event) => onChange('name_kk', event.currentTarget.value)}
          maxLength={300}
        />
      </SimpleGrid>
      <MeetingTimeField
        label={t('interviews.field.time')}
        description={t('interviews.field.timeHint')}
        value={draft.time}
        onChange={(value) => onChange('time', value)}
        error={invalid && parseMeetingTime(draft.time) === null}
        required
      />
      <TextInput
        type="url"
        label={t('interviews.field.link')}
        placeholder="https://zoom.us/j/…"
        description={t('interviews.field.linkHint')}
        value={draft.link}
        onChange={(event) => onChange('link', event.currentTarget.value)}
        maxLength={1000}
        error={invalid && !isMeetingLink(draft.link.trim())}
        required
      />
      {notice}
      {invalid && (
        <Alert color="red" role="alert">
          {t('errors:interview.create_invalid')}
        </Alert>
      )}
    </>
  );
}
