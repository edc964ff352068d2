import { TextInput, type TextInputProps } from '@mantine/core';
import type { ClipboardEvent, KeyboardEvent } from 'react';

// Keys that edit or move without typing; "Unidentified" is what Android keyboards report for every key,
// so it passes and the value is filtered on change instead.
const PASS_KEYS = new Set([
  'Backspace',
  'Delete',
  'Tab',
  'Enter',
  'Escape',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'Unidentified',
]);

interface DigitInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'onKeyDown' | 'onPaste'> {
  value: string;
  maxDigits: number;
  /** Receives the raw text; the wizard strips non-digits, caps it and trims a pasted phone's 7 or 8. */
  onValueChange: (value: string) => void;
}

/** A text input for a digits-only field: only digit and navigation keys, at most `maxDigits`. */
export function DigitInput({ value, maxDigits, onValueChange, ...props }: DigitInputProps) {
  const keepDigitsOnly = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.ctrlKey || event.metaKey || event.altKey || PASS_KEYS.has(event.key)) return;
    const input = event.currentTarget;
    const replacing = input.selectionStart !== input.selectionEnd;
    if (!/^\d$/.test(event.key) || (!replacing && input.value.length >= maxDigits)) event.preventDefault();
  };

  const paste = (event: ClipboardEvent<HTMLInputElement>): void => {
    event.preventDefault();
    const input = event.currentTarget;
    const pasted = event.clipboardData.getData('text');
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    // A paste over the whole field is the whole number, so an 11-digit phone can lose its 7 or 8; pasted
    // into the middle, the digits join the others and whatever passes the cap is cut.
    const whole = start === 0 && end === input.value.length;
    const joined = `${input.value.slice(0, start)}${pasted}${input.value.slice(end)}`;
    onValueChange(whole ? pasted : joined.replace(/\D/g, '').slice(0, maxDigits));
  };

  return (
    <TextInput
      {...props}
      value={value}
      inputMode="numeric"
      onKeyDown={keepDigitsOnly}
      onPaste={paste}
      onChange={(event) => onValueChange(event.currentTarget.value)}
    />
  );
}
