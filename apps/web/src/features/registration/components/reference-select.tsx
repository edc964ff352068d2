import type { ReferenceList, RegistrationTextField } from '@expert-portal/contracts';
import { Anchor, Loader, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useReferenceList } from '../api/use-reference-list';
import { fieldId } from './field-support';

interface ReferenceSelectProps {
  field: RegistrationTextField;
  list: ReferenceList;
  value: string;
  error: string | undefined;
  required?: boolean;
  /** An id that may not be chosen here (the second subject may not repeat the first). */
  excluded?: string;
  onChange: (value: string) => void;
}

/** A select over one reference list, names in the interface language; a failed load says so below it. */
export function ReferenceSelect({
  field,
  list,
  value,
  error,
  required = false,
  excluded,
  onChange,
}: ReferenceSelectProps) {
  const { t } = useTranslation('registration');
  const items = useReferenceList(list);
  const data = (items.data ?? []).map((item) => ({
    value: String(item.id),
    label: item.name,
    disabled: String(item.id) === excluded,
  }));
  const loadError = items.isError && (
    <>
      {t(`list.error.${list}`)}{' '}
      <Anchor component="button" type="button" size="xs" onClick={() => void items.refetch()}>
        {t('list.retry')}
      </Anchor>
    </>
  );

  return (
    <Select
      id={fieldId(field)}
      label={t(`field.${field}`)}
      placeholder={items.isPending ? t('select.loading') : t('select.placeholder')}
      nothingFoundMessage={t('select.empty')}
      data={data}
      value={value || null}
      onChange={(chosen) => onChange(chosen ?? '')}
      required={required}
      clearable={!required}
      allowDeselect={!required}
      searchable
      rightSection={items.isFetching ? <Loader size="xs" /> : undefined}
      error={error ?? loadError}
    />
  );
}
