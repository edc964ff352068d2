import { Alert, Anchor, Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError } from '@/shared/api/api-error';
import { errorMessage } from '@/shared/api/error-message';
import { PATHS } from '@/shared/lib/routes';
import { useHydrated } from '@/shared/lib/use-hydrated';
import { useRequestPasswordResetMutation } from '../api/use-request-password-reset';

/**
 * The server's words (429: asked too often), or when no answer came, the common texts. The page loads no
 * generic server messages (`errors`), as the login page does not: it is drawn by the build and kept small.
 */
function requestErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.kind === 'http')
    return error.detail ?? error.errorText ?? t('common:error.unexpected');
  return errorMessage(error, t);
}

function BackToLogin() {
  const { t } = useTranslation('auth');
  return (
    <Anchor component={Link} to={PATHS.login} size="sm">
      {t('forgot.backToLogin')}
    </Anchor>
  );
}

/**
 * `/forgot-password`: a login or an e-mail, and a reset link is mailed. The answer reads the same whether such
 * an account exists or not, so the page cannot be used to find out who has one.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const request = useRequestPasswordResetMutation();
  const [login, setLogin] = useState('');
  const [touched, setTouched] = useState(false);
  const hydrated = useHydrated();
  const blank = login.trim() === '';
  const serverError = request.error instanceof ApiError ? request.error.fieldErrors?.login?.[0] : undefined;
  const fieldError = (touched && blank ? t('forgot.required') : undefined) ?? serverError;
  const otherError = request.isError && !serverError ? requestErrorMessage(request.error, t) : undefined;

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    setTouched(true);
    if (!blank && !request.isPending) request.mutate({ login: login.trim() });
  };

  return (
    <Container size={440} py="xl">
      <Title order={1} ta="center">
        {t('forgot.title')}
      </Title>
      <Paper withBorder shadow="sm" p="lg" mt="lg" radius="md">
        {request.isSuccess ? (
          <Stack gap="md">
            <Alert color="green" title={t('forgot.sent')} role="status" data-testid="forgot-sent">
              {request.data.detail}
            </Alert>
            <BackToLogin />
          </Stack>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <Text size="sm">{t('forgot.intro')}</Text>
              <TextInput
                label={t('forgot.login')}
                name="login"
                autoComplete="username"
                value={login}
                onChange={(event) => {
                  setLogin(event.currentTarget.value);
                  if (request.isError) request.reset();
                }}
                error={fieldError}
                readOnly={!hydrated}
                required
                withAsterisk={false}
              />
              {otherError && (
                <Text c="red" size="sm" role="alert">
                  {otherError}
                </Text>
              )}
              <Button type="submit" loading={request.isPending} fullWidth>
                {t('forgot.submit')}
              </Button>
              <BackToLogin />
            </Stack>
          </form>
        )}
      </Paper>
    </Container>
  );
}
