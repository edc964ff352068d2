import { ACCOUNT_STATUSES, type AccountStatus, type Role } from '@expert-portal/contracts';
import { Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Every role, back office first, then the candidates' three. */
export const FILTER_ROLES = [
  'admin',
  'director',
  'deputy',
  'staff',
  'analyst',
  'user',
  'direct_enroll',
  'expert',
] as const satisfies readonly Role[];

/** What the filters hold as typed: the search before its debounce. */
export interface AccountFilterValues {
  search: string;
  role: Role | null;
  status: AccountStatus | null;
}

interface AccountsFiltersProps {
  value: AccountFilterValues;
  onChange: (next: AccountFilterValues) => void;
}

const isRoleOption = (value: string | null): value is Role =>
  (FILTER_ROLES as readonly string[]).includes(value ?? '');
const isStatus = (value: string | null): value is AccountStatus =>
  (ACCOUNT_STATUSES as readonly string[]).includes(value ?? '');

/** The search by name, login or e-mail, and the role and status filters above the list. */
export function AccountsFilters({ value, onChange }: AccountsFiltersProps) {
  const { t } = useTranslation('accounts');
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        type="search"
        label={t('filter.search')}
        placeholder={t('filter.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={value.search}
        onChange={(event) => onChange({ ...value, search: event.currentTarget.value })}
        maxLength={100}
        style={{ flex: '2 1 240px' }}
      />
      <Select
        label={t('filter.role')}
        data={[
          { value: '', label: t('filter.allRoles') },
          ...FILTER_ROLES.map((role) => ({ value: role, label: t(`common:role.${role}`) })),
        ]}
        value={value.role ?? ''}
        onChange={(next) => onChange({ ...value, role: isRoleOption(next) ? next : null })}
        allowDeselect={false}
        style={{ flex: '1 1 200px' }}
      />
      <Select
        label={t('filter.status')}
        data={[
          { value: '', label: t('filter.allStatuses') },
          ...ACCOUNT_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
        ]}
        value={value.status ?? ''}
        onChange={(next) => onChange({ ...value, status: isStatus(next) ? next : null })}
        allowDeselect={false}
        comboboxProps={{ width: 'max-content', position: 'bottom-start' }}
        style={{ flex: '1 1 200px' }}
      />
    </Group>
  );
}
