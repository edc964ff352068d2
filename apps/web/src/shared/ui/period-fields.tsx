import { useTranslation } from 'react-i18next';
import { DateField } from './date-field';

interface PeriodFieldsProps {
  /** YYYY-MM-DD, or '' for no bound. */
  from: string;
  to: string;
  onChange: (period: { from: string; to: string }) => void;
}

/** A filter's period, whole days with both ends included: «Период: с», «по», and a word when they are reversed. */
export function PeriodFields({ from, to, onChange }: PeriodFieldsProps) {
  const { t } = useTranslation('common');
  const reversed = Boolean(from && to && to < from);
  return (
    <>
      <DateField
        label={t('period.from')}
        value={from}
        onChange={(date) => onChange({ from: date, to })}
        style={{ flex: '1 1 150px' }}
      />
      <DateField
        label={t('period.to')}
        value={to}
        onChange={(date) => onChange({ from, to: date })}
        error={reversed ? t('period.reversed') : undefined}
        style={{ flex: '1 1 150px' }}
      />
    </>
  );
}
