import {
  newPasswordSchema,
  PASSWORD_RESET_TTL_HOURS,
  type NewPasswordRequest,
  type PasswordSetupGoneCode,
  type PasswordSetupInfo,
} from '@expert-portal/contracts';
import { Alert, Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError } from '@/shared/api/api-error';
import { errorMessage } from '@/shared/api/error-message';
import { PATHS } from '@/shared/lib/routes';
import { NewPasswordFields, type NewPasswordField } from '@/shared/ui/new-password-fields';

/**
 * The two one-time links that end in a new password: `setup`, mailed with a new account (72 hours), and
 * `reset`, asked for on the forgot-password page (PASSWORD_RESET_TTL_HOURS). Their pages differ in their texts
 * and in the way out of a dead link: a new reset link can be asked for at once, a setup link only from an
 * admin.
 */
export type PasswordLinkKind = 'setup' | 'reset';

type LinkProblem = PasswordSetupGoneCode | 'unknown';

/** The set-password namespace keeps the setup page's texts at its top and the reset page's under `reset.`. */
const textKey = (kind: PasswordLinkKind, key: string): string => (kind === 'reset' ? `reset.${key}` : key);
const TEXT_VALUES = { hours: PASSWORD_RESET_TTL_HOURS };

/** Which dead end a failed call means: 404 an unknown link, 410 a used or expired one. */
function linkProblemOf(error: unknown): LinkProblem | null {
  if (!(error instanceof ApiError) || error.kind !== 'http') return null;
  if (error.status === 404) return 'unknown';
  if (error.status !== 410) return null;
  const code = (error.body as { code?: unknown } | null)?.code;
  return code === 'used' ? 'used' : 'expired';
}

function LoginButton({ variant = 'filled' }: { variant?: 'filled' | 'default' }) {
  const { t } = useTranslation('set-password');
  return (
    <Button component={Link} to={PATHS.login} variant={variant}>
      {t('toLogin')}
    </Button>
  );
}

function LinkProblemView({ kind, problem }: { kind: PasswordLinkKind; problem: LinkProblem }) {
  const { t } = useTranslation('set-password');
  return (
    <Stack gap="md">
      <Alert
        color={problem === 'used' ? 'blue' : 'red'}
        title={t(textKey(kind, `${problem}.title`))}
        role="alert"
      >
        {t(textKey(kind, `${problem}.text`), TEXT_VALUES)}
      </Alert>
      {kind === 'reset' ? (
        <Group gap="sm">
          <Button component={Link} to={PATHS.forgotPassword}>
            {t('requestNewLink')}
          </Button>
          <LoginButton variant="default" />
        </Group>
      ) : (
        problem === 'used' && (
          <Group>
            <LoginButton />
          </Group>
        )
      )}
    </Stack>
  );
}

/** The link's page needs: whose link it is (GET), and the call that sets the password (POST). */
export interface PasswordLinkCalls {
  link: UseQueryResult<PasswordSetupInfo>;
  complete: UseMutationResult<unknown, Error, NewPasswordRequest>;
}

function NewPasswordForm({
  kind,
  account,
  complete,
}: { kind: PasswordLinkKind; account: PasswordSetupInfo } & Pick<PasswordLinkCalls, 'complete'>) {
  const { t } = useTranslation(['set-password', 'errors']);
  const [form, setForm] = useState<NewPasswordRequest>({ password: '', password_confirm: '' });
  const [touched, setTouched] = useState<Record<NewPasswordField, boolean>>({
    password: false,
    password_confirm: false,
  });

  const checked = newPasswordSchema.safeParse(form);
  const clientErrors: Partial<Record<NewPasswordField, string>> = {};
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = issue.path[0] as NewPasswordField;
      clientErrors[field] ??= t(`errors:${issue.message}`);
    }
  }
  const serverErrors = complete.error instanceof ApiError ? complete.error.fieldErrors : undefined;
  const errorOf = (field: NewPasswordField): string | undefined =>
    (touched[field] ? clientErrors[field] : undefined) ?? serverErrors?.[field]?.[0];

  const problem = linkProblemOf(complete.error);
  if (problem) return <LinkProblemView kind={kind} problem={problem} />;
  if (complete.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color="green" title={t(textKey(kind, 'success.title'))}>
          {t(textKey(kind, 'success.text'), { username: account.username })}
        </Alert>
        <Group>
          <LoginButton />
        </Group>
      </Stack>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    setTouched({ password: true, password_confirm: true });
    if (checked.success && !complete.isPending) complete.mutate(checked.data);
  };
  const otherError = complete.isError && !serverErrors ? errorMessage(complete.error, t) : undefined;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <NewPasswordFields
          values={form}
          errors={{ password: errorOf('password'), password_confirm: errorOf('password_confirm') }}
          onChange={(field, value) => {
            setForm((current) => ({ ...current, [field]: value }));
            if (complete.isError) complete.reset();
          }}
          onBlur={(field) => setTouched((current) => ({ ...current, [field]: true }))}
          owner={account}
        />
        {otherError && (
          <Text c="red" size="sm" role="alert">
            {otherError}
          </Text>
        )}
        <Button type="submit" loading={complete.isPending} fullWidth>
          {t('submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** A one-time link's page: whose account it is, the new password twice with its meter, the way on. */
export function PasswordLinkPage({ kind, link, complete }: { kind: PasswordLinkKind } & PasswordLinkCalls) {
  const { t } = useTranslation('set-password');
  const problem = linkProblemOf(link.error);

  let content;
  if (link.isPending) {
    content = (
      <Group gap="sm">
        <Loader size="sm" />
        <Text>{t('loading')}</Text>
      </Group>
    );
  } else if (problem) {
    content = <LinkProblemView kind={kind} problem={problem} />;
  } else if (link.isError) {
    content = (
      <Alert color="red" role="alert">
        {errorMessage(link.error, t)}
      </Alert>
    );
  } else {
    content = (
      <Stack gap="md">
        <Text>{t(textKey(kind, 'intro'))}</Text>
        <Stack gap={4}>
          <Text size="sm">
            {t('account.name')}: <b>{link.data.name}</b>
          </Text>
          <Text size="sm" data-testid="set-password-username">
            {t('account.username')}: <b>{link.data.username}</b>
          </Text>
        </Stack>
        <NewPasswordForm kind={kind} account={link.data} complete={complete} />
      </Stack>
    );
  }

  return (
    <Container size={480} py="xl">
      <Title order={1} ta="center">
        {t(textKey(kind, 'title'))}
      </Title>
      <Paper withBorder shadow="sm" p="lg" mt="lg" radius="md">
        {content}
      </Paper>
    </Container>
  );
}
