import { memo } from 'react';
import { APPLICATION_STATUSES } from '@expert-portal/contracts';
import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatPhoneInput } from '@/shared/lib/phone';
import { DateField } from '@/shared/ui/date-field';
import { EMPTY_FILTERS, hasActiveFilters, type ApplicationFilters } from '../api/application-filters';
import { useEducationLevels } from '../api/use-education-levels';

interface ApplicationsFiltersProps {
  value: ApplicationFilters;
  onChange: (next: ApplicationFilters) => void;
  /** Hidden where the screen fixes the status itself (director tabs). */
  showStatus?: boolean;
}

/** The list's filters; the list debounces the search itself, so every keystroke lands here at once. */
export const ApplicationsFilters = memo(function ApplicationsFilters({
  value,
  onChange,
  showStatus = true,
}: ApplicationsFiltersProps) {
  const { t, i18n } = useTranslation('applications');
  const levels = useEducationLevels(i18n.language);
  const set = <K extends keyof ApplicationFilters>(key: K, next: ApplicationFilters[K]) =>
    onChange({ ...value, [key]: next });

  return (
    <Group component="section" aria-label={t('filter.title')} gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label={t('filter.search')}
        placeholder={t('filter.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={value.search}
        onChange={(event) => set('search', event.currentTarget.value)}
        type="search"
        miw={280}
        style={{ flex: 1 }}
      />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" w="100%">
        {showStatus && (
          <Select
            label={t('filter.status')}
            placeholder={t('filter.any')}
            clearable
            value={value.status || null}
            onChange={(status) => set('status', (status ?? '') as ApplicationFilters['status'])}
            data={APPLICATION_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          />
        )}
        <Select
          label={t('filter.educationLevel')}
          placeholder={t('filter.any')}
          clearable
          value={value.education_level__name || null}
          onChange={(name) => set('education_level__name', name ?? '')}
          data={(levels.data ?? []).map((level) => level.name)}
        />
        <TextInput
          label={t('filter.subject')}
          placeholder={t('filter.subjectPlaceholder')}
          value={value.subject__name__icontains}
          onChange={(event) => set('subject__name__icontains', event.currentTarget.value)}
        />
        <Select
          label={t('filter.degree')}
          placeholder={t('filter.any')}
          clearable
          value={value.has_academic_degree_certificate || null}
          onChange={(degree) =>
            set(
              'has_academic_degree_certificate',
              (degree ?? '') as ApplicationFilters['has_academic_degree_certificate'],
            )
          }
          data={[
            { value: 'true', label: t('filter.degree.yes') },
            { value: 'false', label: t('filter.degree.no') },
          ]}
        />
        <DateField
          label={t('filter.from')}
          value={value.created_at_after}
          onChange={(date) => set('created_at_after', date)}
        />
        <DateField
          label={t('filter.to')}
          value={value.created_at_before}
          onChange={(date) => set('created_at_before', date)}
        />
        <TextInput
          label={t('filter.phone')}
          type="tel"
          placeholder="+7 (___) ___-__-__"
          value={value.phone}
          onChange={(event) => set('phone', formatPhoneInput(event.currentTarget.value, value.phone))}
        />
      </SimpleGrid>
      {hasActiveFilters(value) && (
        <Button variant="subtle" onClick={() => onChange(EMPTY_FILTERS)}>
          {t('filter.reset')}
        </Button>
      )}
    </Group>
  );
});
