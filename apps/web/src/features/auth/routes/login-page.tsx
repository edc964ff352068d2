import { homePathForRole, type MfaChallenge } from '@expert-portal/contracts';
import { Center, Container, Loader, Paper, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { readSession } from '@/shared/api/session';
import { loadNamespaces } from '@/shared/i18n/i18n';
import { LoginForm } from '../components/login-form';

// Only accounts with a second factor see this step: its code (the code field, an enrolment's QR and recovery
// codes) and its texts come once a password is answered with a second step, so the page everybody opens (drawn
// by the build, see src/prerender.tsx) stays as small as it was.
const SecondFactorStep = lazy(() =>
  Promise.all([import('../components/second-factor-step'), loadNamespaces(['security', 'errors'])]).then(
    ([m]) => ({ default: m.SecondFactorStep }),
  ),
);

type Step =
  | { kind: 'password'; username?: string; notice?: string }
  | { kind: 'second-factor'; challenge: MfaChallenge; username: string; startedAt: number };

export function LoginPage() {
  const { t } = useTranslation('auth');
  // Read once: the second step opens the session before it shows the recovery codes, which must stay.
  const [session] = useState(readSession);
  const [step, setStep] = useState<Step>({ kind: 'password' });
  // Someone already signed in has nothing to do here: straight to their own area.
  if (session) return <Navigate to={homePathForRole(session.role)} replace />;
  const enrolling = step.kind === 'second-factor' && step.challenge.code === 'mfa_setup_required';
  return (
    <Container size={enrolling ? 560 : 440} py="xl">
      <Title order={1} ta="center">
        {t('login.title')}
      </Title>
      <Text c="dimmed" ta="center" mt="xs">
        {t('login.subtitle')}
      </Text>
      <Paper withBorder shadow="sm" p="lg" mt="lg" radius="md">
        {step.kind === 'password' ? (
          <LoginForm
            initialUsername={step.username}
            notice={step.notice}
            onSecondFactor={(challenge, username) =>
              setStep({ kind: 'second-factor', challenge, username, startedAt: Date.now() })
            }
          />
        ) : (
          <Suspense
            fallback={
              <Center py="lg" role="status" aria-label={t('mfa.loading')}>
                <Loader size="sm" />
              </Center>
            }
          >
            <SecondFactorStep
              challenge={step.challenge}
              startedAt={step.startedAt}
              onBack={(notice) => setStep({ kind: 'password', username: step.username, notice })}
            />
          </Suspense>
        )}
      </Paper>
    </Container>
  );
}
