import { MAX_INT32 } from '@expert-portal/contracts';
import { NumberInput } from '@mantine/core';
import type { CSSProperties } from 'react';

/** An account id typed in a number field: a whole number from 1, else no filter. */
const idOf = (value: string | number): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_INT32 ? value : null;

interface IdFilterInputProps {
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
  /** The person's name, when the page on screen shows it: under the field, so the row's fields stay in line. */
  name?: string;
  style?: CSSProperties;
}

/** A log's filter by a person's account id (who acted, whose account or data), with their name when known. */
export function IdFilterInput({ label, value, onChange, name, style }: IdFilterInputProps) {
  return (
    <NumberInput
      label={label}
      description={name}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      value={value ?? ''}
      onChange={(next) => onChange(idOf(next))}
      min={1}
      max={MAX_INT32}
      allowDecimal={false}
      allowNegative={false}
      hideControls
      style={{ flex: '1 1 150px', ...style }}
    />
  );
}
