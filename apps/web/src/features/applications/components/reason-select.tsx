import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRejectReasons } from '../api/use-reject-reasons';

interface ReasonSelectProps {
  value: number | null;
  onChange: (reason: number | null) => void;
  label?: string;
  error?: string | null;
  /** Every refusal needs a reason; only a helper that fills others (the bulk "for all") is optional. */
  required?: boolean;
}

/** A refusal reason from GET /api/v1/reject_reasons/, in the interface language. */
export function ReasonSelect({ value, onChange, label, error, required = true }: ReasonSelectProps) {
  const { t, i18n } = useTranslation('applications');
  const reasons = useRejectReasons(i18n.language);
  return (
    <Select
      label={label ?? t('reason')}
      placeholder={t('reason.placeholder')}
      required={required}
      clearable
      searchable
      value={value === null ? null : String(value)}
      onChange={(reason) => onChange(reason ? Number(reason) : null)}
      data={(reasons.data ?? []).map((reason) => ({ value: String(reason.id), label: reason.description }))}
      error={error}
      comboboxProps={{ withinPortal: true, zIndex: 1000 }}
    />
  );
}
