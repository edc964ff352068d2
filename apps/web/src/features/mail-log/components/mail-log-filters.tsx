import { MAIL_STATUSES } from '@expert-portal/contracts';
import { Group, Pill, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isMailKind, isMailStatus, mailKindOptions } from '@/shared/lib/mail-entry';
import type { MailLogFilters } from '../api/mail-log-keys';

interface MailLogFiltersProps {
  /** The filters with the address as typed, before its debounce. */
  value: MailLogFilters;
  onChange: (next: MailLogFilters) => void;
  /** The address of the account the log is filtered by, when the page on screen shows it. */
  userEmail?: string;
}

/** The account the log is filtered by, to take the filter off; a long address ends in «…» on a phone. */
function UserPill({ id, email, onRemove }: { id: number; email?: string; onRemove: () => void }) {
  const { t } = useTranslation('mail-log');
  const label = email ? t('filter.userEmail', { id, email }) : t('filter.user', { id });
  return (
    <Pill
      size="md"
      withRemoveButton
      onRemove={onRemove}
      // Mantine hides the «×» from the keyboard and screen readers (it is made for inputs of pills): here it is
      // the only way to take the filter off, so it is a button like any other.
      removeButtonProps={{
        'aria-hidden': false,
        tabIndex: 0,
        'aria-label': t('filter.removeUser'),
        title: t('filter.removeUser'),
      }}
      title={label}
      // Level with the fields' inputs beside it.
      mb={6}
    >
      {label}
    </Pill>
  );
}

/** The state, the kind (under its step of the process), part of the address, and the account from its card. */
export function MailLogFiltersBar({ value, onChange, userEmail }: MailLogFiltersProps) {
  const { t } = useTranslation(['mail-log', 'mail']);
  const set = <K extends keyof MailLogFilters>(key: K, next: MailLogFilters[K]) =>
    onChange({ ...value, [key]: next });

  return (
    <Group component="section" aria-label={t('filter.title')} gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={t('filter.status')}
        data={[
          { value: '', label: t('filter.allStatuses') },
          ...MAIL_STATUSES.map((status) => ({ value: status, label: t(`mail:status.${status}`) })),
        ]}
        value={value.status ?? ''}
        onChange={(next) => set('status', isMailStatus(next) ? next : null)}
        allowDeselect={false}
        style={{ flex: '1 1 180px' }}
      />
      <Select
        label={t('filter.kind')}
        data={[{ value: '', label: t('filter.allKinds') }, ...mailKindOptions(t)]}
        value={value.kind ?? ''}
        onChange={(next) => set('kind', isMailKind(next) ? next : null)}
        allowDeselect={false}
        searchable
        nothingFoundMessage={t('filter.noKinds')}
        style={{ flex: '2 1 260px' }}
      />
      <TextInput
        type="search"
        label={t('filter.email')}
        placeholder={t('filter.emailPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={value.email}
        onChange={(event) => set('email', event.currentTarget.value)}
        maxLength={254}
        style={{ flex: '2 1 240px' }}
      />
      {value.userId !== null && (
        <UserPill id={value.userId} email={userEmail} onRemove={() => set('userId', null)} />
      )}
    </Group>
  );
}
