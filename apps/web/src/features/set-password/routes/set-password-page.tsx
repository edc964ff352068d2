import {
  passwordSetupSchema,
  type PasswordSetupGoneCode,
  type PasswordSetupRequest,
} from '@expert-portal/contracts';
import {
  Alert,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  PasswordInput,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '@/shared/api/api-error';
import { errorMessage } from '@/shared/api/error-message';
import { PATHS } from '@/shared/lib/routes';
import { usePasswordSetup } from '../api/use-password-setup';
import { useSetPasswordMutation } from '../api/use-set-password';

type Field = keyof PasswordSetupRequest;
type LinkProblem = PasswordSetupGoneCode | 'unknown';

/** Which dead end a failed call means: 404 an unknown link, 410 a used or expired one. */
function linkProblemOf(error: unknown): LinkProblem | null {
  if (!(error instanceof ApiError) || error.kind !== 'http') return null;
  if (error.status === 404) return 'unknown';
  if (error.status !== 410) return null;
  const code = (error.body as { code?: unknown } | null)?.code;
  return code === 'used' ? 'used' : 'expired';
}

function LoginButton() {
  const { t } = useTranslation('set-password');
  return (
    <Group>
      <Button component={Link} to={PATHS.login}>
        {t('toLogin')}
      </Button>
    </Group>
  );
}

function LinkProblemView({ problem }: { problem: LinkProblem }) {
  const { t } = useTranslation('set-password');
  return (
    <Stack gap="md">
      <Alert color={problem === 'used' ? 'blue' : 'red'} title={t(`${problem}.title`)} role="alert">
        {t(`${problem}.text`)}
      </Alert>
      {problem === 'used' && <LoginButton />}
    </Stack>
  );
}

function SetPasswordForm({ token, username }: { token: string; username: string }) {
  const { t } = useTranslation(['set-password', 'errors']);
  const setPassword = useSetPasswordMutation(token);
  const [form, setForm] = useState<PasswordSetupRequest>({ password: '', password_confirm: '' });
  const [touched, setTouched] = useState<Record<Field, boolean>>({
    password: false,
    password_confirm: false,
  });
  const [visible, setVisible] = useState(false);

  const checked = passwordSetupSchema.safeParse(form);
  const clientErrors: Partial<Record<Field, string>> = {};
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = issue.path[0] as Field;
      clientErrors[field] ??= t(`errors:${issue.message}`);
    }
  }
  const serverErrors = setPassword.error instanceof ApiError ? setPassword.error.fieldErrors : undefined;
  const errorOf = (field: Field): string | undefined =>
    (touched[field] ? clientErrors[field] : undefined) ?? serverErrors?.[field]?.[0];

  const problem = linkProblemOf(setPassword.error);
  if (problem) return <LinkProblemView problem={problem} />;
  if (setPassword.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color="green" title={t('success.title')}>
          {t('success.text', { username })}
        </Alert>
        <LoginButton />
      </Stack>
    );
  }

  const update = (field: Field) => (event: { currentTarget: HTMLInputElement }) => {
    const { value } = event.currentTarget;
    setForm((current) => ({ ...current, [field]: value }));
    if (setPassword.isError) setPassword.reset();
  };
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    setTouched({ password: true, password_confirm: true });
    if (checked.success && !setPassword.isPending) setPassword.mutate(checked.data);
  };
  const toggleProps = {
    'aria-label': visible ? t('hidePassword') : t('showPassword'),
  };
  const otherError = setPassword.isError && !serverErrors ? errorMessage(setPassword.error, t) : undefined;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PasswordInput
          label={t('password')}
          description={t('passwordHint')}
          name="password"
          autoComplete="new-password"
          value={form.password}
          onChange={update('password')}
          onBlur={() => setTouched((current) => ({ ...current, password: true }))}
          error={errorOf('password')}
          visible={visible}
          onVisibilityChange={setVisible}
          visibilityToggleButtonProps={toggleProps}
        />
        <PasswordInput
          label={t('passwordConfirm')}
          name="password_confirm"
          autoComplete="new-password"
          value={form.password_confirm}
          onChange={update('password_confirm')}
          onBlur={() => setTouched((current) => ({ ...current, password_confirm: true }))}
          error={errorOf('password_confirm')}
          visible={visible}
          onVisibilityChange={setVisible}
          visibilityToggleButtonProps={toggleProps}
        />
        {otherError && (
          <Text c="red" size="sm" role="alert">
            {otherError}
          </Text>
        )}
        <Button type="submit" loading={setPassword.isPending} fullWidth>
          {t('submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** `/set-password/:token`: the one-time link mailed with a new account. */
export function SetPasswordPage() {
  const { t } = useTranslation('set-password');
  const { token = '' } = useParams();
  const link = usePasswordSetup(token);
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
    content = <LinkProblemView problem={problem} />;
  } else if (link.isError) {
    content = (
      <Alert color="red" role="alert">
        {errorMessage(link.error, t)}
      </Alert>
    );
  } else {
    content = (
      <Stack gap="md">
        <Text>{t('intro')}</Text>
        <Stack gap={4}>
          <Text size="sm">
            {t('account.name')}: <b>{link.data.name}</b>
          </Text>
          <Text size="sm" data-testid="set-password-username">
            {t('account.username')}: <b>{link.data.username}</b>
          </Text>
        </Stack>
        <SetPasswordForm token={token} username={link.data.username} />
      </Stack>
    );
  }

  return (
    <Container size={480} py="xl">
      <Title order={1} ta="center">
        {t('title')}
      </Title>
      <Paper withBorder shadow="sm" p="lg" mt="lg" radius="md">
        {content}
      </Paper>
    </Container>
  );
}
