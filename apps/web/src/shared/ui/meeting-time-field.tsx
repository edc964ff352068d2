import { Group, Input } from '@mantine/core';
import { TimePicker } from '@mantine/dates';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from './date-field';

interface MeetingTimeFieldProps {
  label: string;
  description?: string;
  required?: boolean;
  error?: string | boolean;
  /**
   * The meeting time as typed, 'YYYY-MM-DDTHH:mm' in Kazakhstan time, or '' when none; while only one half is
   * filled it holds that half ('2026-05-04T'), which is not a time yet.
   */
  value: string;
  onChange: (value: string) => void;
}

/**
 * A meeting's date (typed or picked as DD.MM.YYYY) and time (24-hour), as Kazakhstan's time whatever the
 * browser's zone and language: the value is sent as it is ('YYYY-MM-DDTHH:mm', no zone), and the server reads
 * a time without a zone as Kazakhstan's (UTC+5).
 */
export function MeetingTimeField({
  label,
  description,
  required,
  error,
  value,
  onChange,
}: MeetingTimeFieldProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const [date = '', time = ''] = value.split('T');
  const change = (nextDate: string, nextTime: string) =>
    onChange(nextDate || nextTime ? `${nextDate}T${nextTime}` : '');
  return (
    <Input.Wrapper
      label={label}
      description={description}
      required={required}
      error={error}
      labelProps={{ id: `${id}-label`, htmlFor: `${id}-date` }}
    >
      <Group gap="sm" align="flex-start" wrap="wrap" mt={4} role="group" aria-labelledby={`${id}-label`}>
        <DateField
          id={`${id}-date`}
          aria-label={t('meetingTime.date')}
          value={date}
          onChange={(next) => change(next, time)}
          error={Boolean(error)}
          w={180}
        />
        <TimePicker
          aria-label={t('meetingTime.time')}
          hoursInputLabel={t('meetingTime.hours')}
          minutesInputLabel={t('meetingTime.minutes')}
          format="24h"
          value={time}
          onChange={(next) => change(date, next)}
          error={Boolean(error)}
          withDropdown
          w={120}
        />
      </Group>
    </Input.Wrapper>
  );
}
