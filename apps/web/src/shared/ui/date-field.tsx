import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { DATE_INPUT_FORMAT, dateLocale, parseInputDate } from '@/shared/lib/dates';

interface DateFieldProps extends Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'locale'> {
  /** The date as the API takes it, YYYY-MM-DD, or '' when none. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * A calendar date shown and typed as DD.MM.YYYY in both languages, with a month picker in the
 * interface language; the value stays YYYY-MM-DD, what the API reads.
 */
export function DateField({ value, onChange, ...props }: DateFieldProps) {
  const { t, i18n } = useTranslation('common');
  return (
    <DateInput
      {...props}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      valueFormat={DATE_INPUT_FORMAT}
      locale={dateLocale(i18n.language)}
      dateParser={parseInputDate}
      placeholder={props.placeholder ?? t('date.placeholder')}
      clearable
      firstDayOfWeek={1}
    />
  );
}
