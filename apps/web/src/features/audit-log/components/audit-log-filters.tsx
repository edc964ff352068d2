import { AUDIT_ACTIONS, type AuditAction } from '@expert-portal/contracts';
import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { auditActionLabel } from '@/shared/lib/audit-entry';
import { IdFilterInput } from '@/shared/ui/id-filter-input';
import { PeriodFields } from '@/shared/ui/period-fields';
import type { AuditLogFilters } from '../api/audit-log-keys';

interface AuditLogFiltersProps {
  value: AuditLogFilters;
  onChange: (next: AuditLogFilters) => void;
  /** The names of the people the id filters select, when the page on screen shows them. */
  actorName?: string;
  subjectName?: string;
}

export const isAuditAction = (value: string | null): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value ?? '');

/** The action, the period (whole days, both included) and whose entries: who acted, whose account. */
export function AuditLogFiltersBar({ value, onChange, actorName, subjectName }: AuditLogFiltersProps) {
  const { t } = useTranslation(['audit-log', 'audit']);
  const set = <K extends keyof AuditLogFilters>(key: K, next: AuditLogFilters[K]) =>
    onChange({ ...value, [key]: next });

  return (
    <Group component="section" aria-label={t('filter.title')} gap="sm" align="flex-start" wrap="wrap">
      <Select
        label={t('filter.action')}
        data={[
          { value: '', label: t('filter.allActions') },
          ...AUDIT_ACTIONS.map((action) => ({ value: action, label: auditActionLabel(action, t) })),
        ]}
        value={value.action ?? ''}
        onChange={(next) => set('action', isAuditAction(next) ? next : null)}
        allowDeselect={false}
        searchable
        nothingFoundMessage={t('filter.noActions')}
        style={{ flex: '2 1 280px' }}
      />
      <PeriodFields
        from={value.from}
        to={value.to}
        onChange={(period) => onChange({ ...value, ...period })}
      />
      <IdFilterInput
        label={t('filter.actor')}
        name={actorName}
        value={value.actor}
        onChange={(id) => set('actor', id)}
      />
      <IdFilterInput
        label={t('filter.subject')}
        name={subjectName}
        value={value.subject}
        onChange={(id) => set('subject', id)}
      />
    </Group>
  );
}
