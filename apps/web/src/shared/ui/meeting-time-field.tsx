import { TextInput, type TextInputProps } from '@mantine/core';

interface MeetingTimeFieldProps extends Omit<TextInputProps, 'type' | 'value' | 'onChange'> {
  /** The meeting time as typed, 'YYYY-MM-DDTHH:mm' in Kazakhstan time, or '' when none. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * A meeting's date and time, typed as Kazakhstan's time whatever the browser's zone: the value is sent as it is
 * ('YYYY-MM-DDTHH:mm', no zone), and the server reads a time without a zone as Kazakhstan's (UTC+5).
 */
export function MeetingTimeField({ value, onChange, ...props }: MeetingTimeFieldProps) {
  return (
    <TextInput
      {...props}
      type="datetime-local"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
