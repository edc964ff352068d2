import {
  homePathForRole,
  MFA_CHALLENGE_TTL_SECONDS,
  MFA_MAX_ATTEMPTS,
  type MfaChallenge,
  type Role,
} from '@expert-portal/contracts';
import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '@/shared/api/api-error';
import { errorMessage } from '@/shared/api/error-message';
import { isCompleteMfaCode, normalizeMfaCode } from '@/shared/lib/mfa-code';
import { MfaEnrolmentForm } from '@/shared/ui/mfa-enrolment-form';
import { OneTimeCodeInput } from '@/shared/ui/one-time-code-input';
import { RecoveryCodes } from '@/shared/ui/recovery-codes';
import { useMfaSetup } from '../api/use-mfa-setup';
import { useMfaSignInMutation } from '../api/use-mfa-sign-in';

interface SecondFactorStepProps {
  challenge: MfaChallenge;
  /** When the password was accepted: the challenge lasts MFA_CHALLENGE_TTL_SECONDS from then. */
  startedAt: number;
  /** Back to the password, with the reason when the challenge is over. */
  onBack: (notice?: string) => void;
}

/**
 * Whether a refused code ended the challenge (the API answers 401 both for a wrong code and for a challenge
 * that is over, told apart only by its text): the challenge's own message, the MFA_MAX_ATTEMPTS-th refusal,
 * or its time gone. Then only a new sign-in helps, so the password step shows again.
 */
function useChallengeEnded(startedAt: number): (error: unknown) => boolean {
  const { t } = useTranslation('errors');
  const refusals = useRef(0);
  return (error) => {
    if (!(error instanceof ApiError) || error.kind !== 'http' || error.status !== 401) return false;
    refusals.current += 1;
    return (
      error.detail === t('mfa.challenge_expired') ||
      refusals.current >= MFA_MAX_ATTEMPTS ||
      Date.now() - startedAt >= MFA_CHALLENGE_TTL_SECONDS * 1000
    );
  };
}

function BackButton({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Button
      variant="default"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      onClick={onBack}
      fullWidth
    >
      {t('mfa.back')}
    </Button>
  );
}

/** `mfa_required`: a code of the account's authenticator app, or one of its recovery codes. */
function CodeStep({ challenge, startedAt, onBack }: SecondFactorStepProps) {
  const { t } = useTranslation(['auth', 'security', 'errors']);
  const navigate = useNavigate();
  const signIn = useMfaSignInMutation();
  const challengeEnded = useChallengeEnded(startedAt);
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const kind = recovery ? 'recovery' : 'app';
  const complete = isCompleteMfaCode(code, kind);

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (!complete || signIn.isPending) return;
    signIn.mutate(
      { mfa_token: challenge.mfa_token, code: normalizeMfaCode(code) },
      {
        onSuccess: ({ role }) => void navigate(homePathForRole(role), { replace: true }),
        onError: (error) => {
          if (challengeEnded(error)) onBack(errorMessage(error, t));
        },
      },
    );
  };
  const switchKind = (): void => {
    setRecovery((current) => !current);
    setCode('');
    signIn.reset();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('mfa.title')}
        </Title>
        <Text size="sm">{recovery ? t('mfa.recoveryPrompt') : t('mfa.prompt')}</Text>
        <OneTimeCodeInput
          key={kind}
          kind={kind}
          value={code}
          onChange={(value) => {
            setCode(value);
            if (signIn.isError) signIn.reset();
          }}
          error={signIn.isError ? errorMessage(signIn.error, t) : undefined}
          autoFocus
        />
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={switchKind}
          style={{ alignSelf: 'flex-start' }}
        >
          {recovery ? t('mfa.useApp') : t('mfa.useRecovery')}
        </Anchor>
        <Stack gap="xs">
          <Button type="submit" loading={signIn.isPending} disabled={!complete} fullWidth>
            {t('mfa.submit')}
          </Button>
          <BackButton onBack={() => onBack()} />
        </Stack>
      </Stack>
    </form>
  );
}

/** The recovery codes after an enrolment; the focus moves to them, as the form it was in is gone. */
function EnrolledView({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('security');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="md">
      <Title order={2} size="h4" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
        {t('codes.title')}
      </Title>
      <RecoveryCodes codes={codes} onDone={onDone} />
    </Stack>
  );
}

/**
 * `mfa_setup_required`: the role may not sign in without a second factor, so it is enrolled here (the app's
 * first code completes the sign-in), then the recovery codes are shown once before the area opens.
 */
function EnrolStep({ challenge, startedAt, onBack }: SecondFactorStepProps) {
  const { t } = useTranslation(['auth', 'security', 'errors']);
  const navigate = useNavigate();
  const setup = useMfaSetup(challenge.mfa_token);
  const signIn = useMfaSignInMutation();
  const challengeEnded = useChallengeEnded(startedAt);
  const [enrolled, setEnrolled] = useState<{ role: Role; codes: string[] }>();
  const enter = (role: Role) => void navigate(homePathForRole(role), { replace: true });

  if (enrolled) return <EnrolledView codes={enrolled.codes} onDone={() => enter(enrolled.role)} />;

  let content;
  if (setup.isPending) {
    content = (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text size="sm">{t('setup.loading')}</Text>
      </Group>
    );
  } else if (setup.isError) {
    content = (
      <Stack gap="md">
        <Alert color="red" role="alert">
          {errorMessage(setup.error, t)}
        </Alert>
        <BackButton onBack={() => onBack()} />
      </Stack>
    );
  } else {
    content = (
      <MfaEnrolmentForm
        enrolment={setup.data}
        pending={signIn.isPending}
        error={signIn.isError ? errorMessage(signIn.error, t) : undefined}
        onEdit={() => {
          if (signIn.isError) signIn.reset();
        }}
        submitLabel={t('setup.submit')}
        secondary={<BackButton onBack={() => onBack()} />}
        onSubmit={(code) =>
          signIn.mutate(
            { mfa_token: challenge.mfa_token, code },
            {
              onSuccess: ({ role, recoveryCodes }) => {
                if (recoveryCodes?.length) setEnrolled({ role, codes: recoveryCodes });
                else enter(role);
              },
              onError: (error) => {
                if (challengeEnded(error)) onBack(errorMessage(error, t));
              },
            },
          )
        }
      />
    );
  }

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('setup.title')}
      </Title>
      <Text size="sm">{t('setup.intro')}</Text>
      {content}
    </Stack>
  );
}

/** The sign-in's second step, as POST /token/ asked for it. */
export function SecondFactorStep(props: SecondFactorStepProps) {
  return props.challenge.code === 'mfa_setup_required' ? <EnrolStep {...props} /> : <CodeStep {...props} />;
}
