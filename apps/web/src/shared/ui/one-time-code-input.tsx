import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MfaCodeKind } from '@/shared/lib/mfa-code';

interface OneTimeCodeInputProps {
  value: string;
  onChange: (value: string) => void;
  /** The app's 6 digits (a phone shows its number pad and offers a code it received), a recovery code, or either. */
  kind: MfaCodeKind;
  error?: string;
  description?: string;
  autoFocus?: boolean;
}

const LABELS: Record<MfaCodeKind, string> = { app: 'code.app', recovery: 'code.recovery', any: 'code.any' };

/** The field of a second-factor code. */
export function OneTimeCodeInput({
  value,
  onChange,
  kind,
  error,
  description,
  autoFocus,
}: OneTimeCodeInputProps) {
  const { t } = useTranslation('security');
  const app = kind === 'app';
  return (
    <TextInput
      label={t(LABELS[kind])}
      description={description}
      name={app ? 'otp' : 'code'}
      value={value}
      // The app's code is digits only: anything else typed or pasted (spaces between groups) is dropped.
      onChange={(event) => {
        const typed = event.currentTarget.value;
        onChange(app ? typed.replace(/\D/g, '').slice(0, 6) : typed);
      }}
      error={error}
      inputMode={app ? 'numeric' : 'text'}
      autoComplete={kind === 'recovery' ? 'off' : 'one-time-code'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      maxLength={app ? 6 : 20}
      placeholder={app ? '123456' : kind === 'recovery' ? 'abcde-fghjk' : undefined}
      // A step that asks for a code opens on its field (in a modal, Mantine's focus trap reads data-autofocus).
      data-autofocus={autoFocus || undefined}
      autoFocus={autoFocus}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.1em' } }}
    />
  );
}
