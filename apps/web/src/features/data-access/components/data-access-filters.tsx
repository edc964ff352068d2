import { DATA_ACCESS_KINDS } from '@expert-portal/contracts';
import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IdFilterInput } from '@/shared/ui/id-filter-input';
import { PeriodFields } from '@/shared/ui/period-fields';
import type { DataAccessFilters } from '../api/data-access-keys';
import { dataAccessKindLabel, isDataAccessKind } from '../lib/data-access-text';

interface DataAccessFiltersProps {
  value: DataAccessFilters;
  onChange: (next: DataAccessFilters) => void;
  /** The names of the people the id filters select, when the page on screen shows them. */
  subjectName?: string;
  actorName?: string;
}

/** Whose data, who read it, what was read and the period (whole days, both included). */
export function DataAccessFiltersBar({ value, onChange, subjectName, actorName }: DataAccessFiltersProps) {
  const { t } = useTranslation('data-access');
  const set = <K extends keyof DataAccessFilters>(key: K, next: DataAccessFilters[K]) =>
    onChange({ ...value, [key]: next });

  return (
    <Group component="section" aria-label={t('filter.title')} gap="sm" align="flex-start" wrap="wrap">
      <IdFilterInput
        label={t('filter.subject')}
        name={subjectName}
        value={value.subject}
        onChange={(id) => set('subject', id)}
      />
      <IdFilterInput
        label={t('filter.actor')}
        name={actorName}
        value={value.actor}
        onChange={(id) => set('actor', id)}
      />
      <Select
        label={t('filter.what')}
        data={[
          { value: '', label: t('filter.allKinds') },
          ...DATA_ACCESS_KINDS.map((kind) => ({ value: kind, label: dataAccessKindLabel(kind, t) })),
        ]}
        value={value.what ?? ''}
        onChange={(next) => set('what', isDataAccessKind(next) ? next : null)}
        allowDeselect={false}
        style={{ flex: '2 1 200px' }}
      />
      <PeriodFields
        from={value.from}
        to={value.to}
        onChange={(period) => onChange({ ...value, ...period })}
      />
    </Group>
  );
}
