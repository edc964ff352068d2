import {
  accountCreateSchema,
  BACK_OFFICE_ROLES,
  isMessageKey,
  type AccountDto,
  type BackOfficeRole,
} from '@expert-portal/contracts';
import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/api/api-error';
import { errorMessage } from '@/shared/api/error-message';
import { formatPhoneInput } from '@/shared/lib/phone';
import { useCreateAccount, type CreateAccountBody } from '../api/use-create-account';
import { useMediaMatch } from '@/shared/lib/use-media-match';

const FIELDS = ['name', 'email', 'role', 'phone', 'username'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const EMPTY: Values = { name: '', email: '', role: '', phone: '', username: '' };

/** The request as the API takes it: the optional fields only when filled in. */
function bodyOf(values: Values): CreateAccountBody {
  return {
    name: values.name,
    email: values.email,
    role: values.role as BackOfficeRole,
    ...(values.phone.trim() ? { phone: values.phone } : {}),
    ...(values.username.trim() ? { username: values.username.trim() } : {}),
  };
}

/** The server's own checks (contracts), so a field reads here exactly as the API's answer would. */
function validate(values: Values): Partial<Record<Field, string>> {
  const result = accountCreateSchema.safeParse(bodyOf(values));
  if (result.success) return {};
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= `errors:${isMessageKey(issue.message) ? issue.message : 'validation.invalid'}`;
  }
  return errors;
}

interface CreateAccountModalProps {
  onClose: () => void;
  /** The new account, once the server made it and mailed its invitation. */
  onCreated: (account: AccountDto) => void;
}

/**
 * A new back-office account: name, e-mail, role, and optionally a phone and a login (the e-mail by default).
 * The server mails it a set-password link; the account has no password until then.
 */
export function CreateAccountModal({ onClose, onCreated }: CreateAccountModalProps) {
  const { t } = useTranslation(['accounts', 'errors']);
  const phone = useMediaMatch('(max-width: 36em)');
  const create = useCreateAccount();
  const [values, setValues] = useState<Values>(EMPTY);
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string[]>>>({});
  const errors = checked ? validate(values) : {};
  const failure = create.error;
  // A refusal that names no field of the form (a 409, a network failure) is said above the buttons.
  const generalFailure =
    failure !== null &&
    !(failure instanceof ApiError && !failure.detail && FIELDS.some((field) => failure.fieldErrors?.[field]));

  const errorOf = (field: Field): string | undefined => {
    const key = errors[field];
    return key ? t(key) : serverErrors[field]?.[0];
  };
  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    setChecked(true);
    if (Object.keys(validate(values)).length > 0) return;
    create.mutate(bodyOf(values), {
      onSuccess: onCreated,
      onError: (error) => {
        if (error instanceof ApiError && error.fieldErrors) setServerErrors(error.fieldErrors);
      },
    });
  };

  return (
    <Modal opened onClose={onClose} title={t('create.title')} size="lg" fullScreen={phone}>
      <form onSubmit={submit} noValidate aria-label={t('create.title')}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('create.hint')}
          </Text>
          <TextInput
            label={t('field.name')}
            value={values.name}
            onChange={(event) => set('name', event.currentTarget.value)}
            error={errorOf('name')}
            autoComplete="off"
            maxLength={300}
            required
            data-autofocus
          />
          <TextInput
            label={t('field.email')}
            type="email"
            value={values.email}
            onChange={(event) => set('email', event.currentTarget.value)}
            error={errorOf('email')}
            autoComplete="off"
            maxLength={254}
            required
          />
          <Select
            label={t('field.role')}
            placeholder={t('create.pickRole')}
            data={BACK_OFFICE_ROLES.map((role) => ({ value: role, label: t(`common:role.${role}`) }))}
            value={values.role || null}
            onChange={(role) => set('role', role ?? '')}
            error={errorOf('role')}
            required
          />
          <TextInput
            label={t('field.phone')}
            description={t('create.optional')}
            type="tel"
            placeholder="+7 (___) ___-__-__"
            value={values.phone}
            onChange={(event) => set('phone', formatPhoneInput(event.currentTarget.value, values.phone))}
            error={errorOf('phone')}
            autoComplete="off"
          />
          <TextInput
            label={t('field.usernameOptional')}
            value={values.username}
            onChange={(event) => set('username', event.currentTarget.value)}
            error={errorOf('username')}
            autoComplete="off"
            maxLength={150}
          />
          {generalFailure && (
            <Alert color="red" role="alert" title={t('create.failed')}>
              {errorMessage(failure, t)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={create.isPending}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
