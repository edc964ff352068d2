import { passwordChangeSchema, type PasswordChangeRequest } from '@expert-portal/contracts';
import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/api/api-error';
import { errorMessage } from '@/shared/api/error-message';
import { useProfileQuery } from '@/shared/api/get-profile';
import { NewPasswordFields } from '@/shared/ui/new-password-fields';
import { notifySuccess } from '@/shared/ui/notify';
import { useChangePasswordMutation } from '../api/use-change-password';

type Field = keyof PasswordChangeRequest;

interface ChangePasswordFormProps {
  /** The password is changed (a notification says so). */
  onDone: () => void;
  onCancel: () => void;
}

/** The current password, then the new one twice with its meter; the other sessions end on success. */
export function ChangePasswordForm({ onDone, onCancel }: ChangePasswordFormProps) {
  const { t } = useTranslation(['security', 'errors']);
  const profile = useProfileQuery();
  const change = useChangePasswordMutation();
  const [form, setForm] = useState<PasswordChangeRequest>({
    current_password: '',
    password: '',
    password_confirm: '',
  });
  const [touched, setTouched] = useState<Record<Field, boolean>>({
    current_password: false,
    password: false,
    password_confirm: false,
  });
  const [currentVisible, setCurrentVisible] = useState(false);

  const checked = passwordChangeSchema.safeParse(form);
  const clientErrors: Partial<Record<Field, string>> = {};
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = issue.path[0] as Field;
      clientErrors[field] ??= t(`errors:${issue.message}`);
    }
  }
  const serverErrors = change.error instanceof ApiError ? change.error.fieldErrors : undefined;
  const errorOf = (field: Field): string | undefined =>
    (touched[field] ? clientErrors[field] : undefined) ?? serverErrors?.[field]?.[0];
  const otherError = change.isError && !serverErrors ? errorMessage(change.error, t) : undefined;

  const update = (field: Field, value: string): void => {
    setForm((current) => ({ ...current, [field]: value }));
    if (change.isError) change.reset();
  };
  const touch = (field: Field): void => setTouched((current) => ({ ...current, [field]: true }));
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    setTouched({ current_password: true, password: true, password_confirm: true });
    if (!checked.success || change.isPending) return;
    change.mutate(checked.data, {
      onSuccess: () => {
        notifySuccess(t('change.success'));
        onDone();
      },
    });
  };

  const owner = profile.data
    ? {
        username: profile.data.username,
        name: profile.data.name,
        email: profile.data.email,
        iin: profile.data.iin,
      }
    : {};

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('change.intro')}
        </Text>
        <PasswordInput
          label={t('password.current')}
          name="current_password"
          autoComplete="current-password"
          value={form.current_password}
          onChange={(event) => update('current_password', event.currentTarget.value)}
          onBlur={() => touch('current_password')}
          error={errorOf('current_password')}
          visible={currentVisible}
          onVisibilityChange={setCurrentVisible}
          visibilityToggleButtonProps={{
            'aria-label': currentVisible ? t('password.hide') : t('password.show'),
          }}
          data-autofocus
        />
        <NewPasswordFields
          values={form}
          errors={{ password: errorOf('password'), password_confirm: errorOf('password_confirm') }}
          onChange={update}
          onBlur={touch}
          owner={owner}
        />
        {otherError && (
          <Text c="red" size="sm" role="alert">
            {otherError}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={change.isPending}>
            {t('change.cancel')}
          </Button>
          <Button type="submit" loading={change.isPending}>
            {t('change.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
