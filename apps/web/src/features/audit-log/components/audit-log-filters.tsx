import { AUDIT_ACTIONS, MAX_INT32, type AuditAction } from '@expert-portal/contracts';
import { Group, NumberInput, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { auditActionLabel } from '@/shared/lib/audit-entry';
import { DateField } from '@/shared/ui/date-field';
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

/** An account id typed in a number field: a whole number from 1, else no filter. */
const idOf = (value: string | number): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_INT32 ? value : null;

/** The action, the period (whole days, both included) and whose entries: who acted, whose account. */
export function AuditLogFiltersBar({ value, onChange, actorName, subjectName }: AuditLogFiltersProps) {
  const { t } = useTranslation(['audit-log', 'audit']);
  const set = <K extends keyof AuditLogFilters>(key: K, next: AuditLogFilters[K]) =>
    onChange({ ...value, [key]: next });
  const reversed = Boolean(value.from && value.to && value.to < value.from);

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
      <DateField
        label={t('filter.from')}
        value={value.from}
        onChange={(date) => set('from', date)}
        style={{ flex: '1 1 150px' }}
      />
      <DateField
        label={t('filter.to')}
        value={value.to}
        onChange={(date) => set('to', date)}
        error={reversed ? t('filter.reversed') : undefined}
        style={{ flex: '1 1 150px' }}
      />
      <NumberInput
        label={t('filter.actor')}
        description={actorName}
        // The name under the field, so the fields of the row stay in line.
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        value={value.actor ?? ''}
        onChange={(next) => set('actor', idOf(next))}
        min={1}
        max={MAX_INT32}
        allowDecimal={false}
        allowNegative={false}
        hideControls
        style={{ flex: '1 1 150px' }}
      />
      <NumberInput
        label={t('filter.subject')}
        description={subjectName}
        // The name under the field, so the fields of the row stay in line.
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        value={value.subject ?? ''}
        onChange={(next) => set('subject', idOf(next))}
        min={1}
        max={MAX_INT32}
        allowDecimal={false}
        allowNegative={false}
        hideControls
        style={{ flex: '1 1 150px' }}
      />
    </Group>
  );
}
