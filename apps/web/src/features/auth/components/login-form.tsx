import { homePathForRole, type loginSchema, type MfaChallenge } from '@expert-portal/contracts';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { PATHS } from '@/shared/lib/routes';
import { useHydrated } from '@/shared/lib/use-hydrated';
import { useSignInMutation } from '../api/use-sign-in';
import { loginErrorMessage } from './login-error-message';

type LoginSchema = typeof loginSchema;
let loginSchemaLoad: Promise<LoginSchema> | undefined;
/** The credentials' rule, fetched on the first focus or input in the form (see login-schema.ts). */
const loadLoginSchema = (): Promise<LoginSchema> =>
  (loginSchemaLoad ??= import('./login-schema').then((m) => m.loginSchema));

interface LoginFormProps {
  /** The login typed before (back from the second step). */
  initialUsername?: string;
  /** Why the visitor is back at the password (the second step's time ran out). */
  notice?: string;
  /** The password was right, and the account needs its second step. */
  onSecondFactor: (challenge: MfaChallenge, username: string) => void;
}

export function LoginForm({ initialUsername = '', notice, onSecondFactor }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const signIn = useSignInMutation();
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');
  const [passwordVisible, setPasswordVisible] = useState(false);
  const [schema, setSchema] = useState<LoginSchema>();
  const hydrated = useHydrated();
  const wantSchema = (): void => {
    if (!schema) void loadLoginSchema().then(setSchema);
  };
  // The contracts' schema is the rule: a username that is not blank once trimmed, and a password. Until it has
  // arrived, two filled fields let the form be sent: a disabled button would swallow an Enter pressed in a field
  // (implicit submission), and the press waits for the rule instead.
  const credentials = schema?.safeParse({ username, password });
  const filled = credentials ? credentials.success : username !== '' && password !== '';
  const canSubmit = filled && !signIn.isPending;

  const waitingForRule = useRef(false);
  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (!canSubmit || waitingForRule.current) return;
    waitingForRule.current = !credentials;
    const checked = credentials ?? (await loadLoginSchema()).safeParse({ username, password });
    waitingForRule.current = false;
    if (!checked.success) return;
    const { username: login } = checked.data;
    signIn.mutate(checked.data, {
      onSuccess: (outcome) => {
        if (outcome.kind === 'second-factor') onSecondFactor(outcome.challenge, login);
        else void navigate(homePathForRole(outcome.role), { replace: true });
      },
    });
  };

  // Mantine's toggle reacts to the mouse and Space only; Enter should work on a button as well.
  const toggleOnEnter = (event: KeyboardEvent<HTMLButtonElement>): void => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    setPasswordVisible((visible) => !visible);
  };

  return (
    <form onSubmit={(event) => void submit(event)} onFocus={wantSchema} onInput={wantSchema} noValidate>
      <Stack gap="md">
        {notice && !signIn.isError && (
          <Alert color="orange" role="alert" data-testid="login-notice">
            {notice}
          </Alert>
        )}
        <TextInput
          label={t('login.username')}
          name="username"
          autoComplete="username"
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value)}
          readOnly={!hydrated}
          required
          withAsterisk={false}
        />
        <PasswordInput
          label={t('login.password')}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          readOnly={!hydrated}
          required
          withAsterisk={false}
          visible={passwordVisible}
          onVisibilityChange={setPasswordVisible}
          visibilityToggleButtonProps={{
            'aria-label': passwordVisible ? t('login.hidePassword') : t('login.showPassword'),
            tabIndex: 0,
            onKeyDown: toggleOnEnter,
          }}
        />
        <Anchor
          component={Link}
          to={PATHS.forgotPassword}
          size="sm"
          mt={-8}
          style={{ alignSelf: 'flex-end' }}
        >
          {t('login.forgot')}
        </Anchor>
        {signIn.isError && (
          <Text c="red" size="sm" role="alert" data-testid="login-error">
            {loginErrorMessage(signIn.error, t)}
          </Text>
        )}
        <Button type="submit" loading={signIn.isPending} disabled={!canSubmit} fullWidth>
          {t('login.submit')}
        </Button>
        <Group justify="space-between" gap="xs">
          <Anchor component={Link} to={PATHS.home} size="sm">
            {t('login.back')}
          </Anchor>
          <Anchor component={Link} to={PATHS.registerExpert} size="sm">
            {t('login.apply')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
