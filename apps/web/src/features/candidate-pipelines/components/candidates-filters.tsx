import { Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PIPELINE_POSITIONS, type PipelinePosition } from '@expert-portal/machines';
import { isPosition } from './format';

export interface CandidateFilters {
  search: string;
  state: PipelinePosition | null;
}

interface CandidatesFiltersProps {
  value: CandidateFilters;
  onChange: (next: CandidateFilters) => void;
}

/** The search by name or e-mail and the stage filter above the list. */
export function CandidatesFilters({ value, onChange }: CandidatesFiltersProps) {
  const { t } = useTranslation('candidates');
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        type="search"
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={value.search}
        onChange={(event) => onChange({ ...value, search: event.currentTarget.value })}
        style={{ flex: '1 1 240px' }}
        maxLength={120}
      />
      <Select
        label={t('field.state')}
        data={[
          { value: '', label: t('filter.all') },
          ...PIPELINE_POSITIONS.map((state) => ({ value: state, label: t(`state.${state}`) })),
        ]}
        value={value.state ?? ''}
        onChange={(next) => onChange({ ...value, state: next && isPosition(next) ? next : null })}
        allowDeselect={false}
        style={{ flex: '0 1 240px' }}
      />
    </Group>
  );
}
