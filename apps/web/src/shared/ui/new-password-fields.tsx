import type { PasswordOwner } from '@expert-portal/contracts';
import { PasswordInput, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordStrengthMeter } from './password-strength-meter';

export type NewPasswordField = 'password' | 'password_confirm';

interface NewPasswordFieldsProps {
  values: Record<NewPasswordField, string>;
  errors: Partial<Record<NewPasswordField, string>>;
  onChange: (field: NewPasswordField, value: string) => void;
  onBlur: (field: NewPasswordField) => void;
  /** Whose password it is, for the meter's rule against their own words. */
  owner: PasswordOwner;
}

/**
 * A new password twice, with the strength meter under the first (set-password and reset links, change of
 * password); one toggle shows or hides both.
 */
export function NewPasswordFields({ values, errors, onChange, onBlur, owner }: NewPasswordFieldsProps) {
  const { t } = useTranslation('security');
  const [visible, setVisible] = useState(false);
  const toggleProps = { 'aria-label': visible ? t('password.hide') : t('password.show') };
  const field = (name: NewPasswordField) => ({
    name,
    autoComplete: 'new-password',
    value: values[name],
    onChange: (event: { currentTarget: HTMLInputElement }) => onChange(name, event.currentTarget.value),
    onBlur: () => onBlur(name),
    error: errors[name],
    visible,
    onVisibilityChange: setVisible,
    visibilityToggleButtonProps: toggleProps,
  });

  return (
    <Stack gap="md">
      <Stack gap={8}>
        {/* The meter's rules under it say what a new password needs (its length first). */}
        <PasswordInput label={t('password.new')} {...field('password')} />
        <PasswordStrengthMeter password={values.password} owner={owner} />
      </Stack>
      <PasswordInput label={t('password.confirm')} {...field('password_confirm')} />
    </Stack>
  );
}
