import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { PATHS } from '@/shared/lib/routes';
import { CertificatesStep } from './certificates-step';
import { FormBanner } from './form-banner';
import { PersonalStep } from './personal-step';
import { ProfessionalStep } from './professional-step';
import { RegistrationStepper } from './registration-stepper';
import type { SuccessModal } from './success-modal';
import { useRegistrationWizard, type RegistrationWizardOptions } from './use-registration-wizard';

const SUBMIT_HINT_ID = 'registration-submit-hint';

/** The three-step expert application, driven by the registrationWizard machine. */
export function RegistrationWizardForm(options: RegistrationWizardOptions) {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const wizard = useRegistrationWizard(options);
  const { snapshot, send, step, busy } = wizard;
  const { banner, allow_jump: allowJump } = snapshot.context;
  // The success modal (with Mantine's portal, focus trap and scroll lock) is fetched while the application is
  // being sent, not with the form; it is mounted closed then, so it opens with its transition.
  const [Success, setSuccess] = useState<typeof SuccessModal>();
  useEffect(() => {
    if (busy && !Success) void import('./success-modal').then((m) => setSuccess(() => m.SuccessModal));
  }, [busy, Success]);

  // Enter on steps 1–2 means Next; on step 3 it is Submit, whose checks run in the machine.
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    send(step < 3 ? { type: 'wizard.next' } : { type: 'wizard.submit' });
  };

  const finish = (): void => {
    send({ type: 'wizard.close' });
    void navigate(PATHS.home);
  };

  return (
    <Stack gap="lg">
      <RegistrationStepper
        step={step}
        progress={wizard.progress}
        onJump={allowJump ? (target) => send({ type: 'wizard.jump', step: target }) : undefined}
      />
      {banner && <FormBanner banner={banner} onClose={() => send({ type: 'banner.dismiss' })} />}
      <Paper component="form" withBorder p={{ base: 'md', sm: 'xl' }} noValidate onSubmit={submit}>
        <Stack gap="xl">
          {step === 1 && <PersonalStep wizard={wizard} />}
          {step === 2 && <ProfessionalStep wizard={wizard} />}
          {step === 3 && <CertificatesStep wizard={wizard} />}
          {busy && (
            <Stack gap={4}>
              <Text size="sm">{t('upload.percent', { percent: wizard.uploadPercent })}</Text>
              <Progress value={wizard.uploadPercent} striped animated aria-label={t('upload.label')} />
            </Stack>
          )}
          {step < 3 ? (
            <Group justify="space-between">
              <Button component={Link} to={PATHS.home} variant="default">
                {t('action.home')}
              </Button>
              <Group gap="sm">
                {step > 1 && (
                  <Button variant="default" onClick={() => send({ type: 'wizard.back' })}>
                    {t('action.back')}
                  </Button>
                )}
                <Button type="submit">{t('action.next')}</Button>
              </Group>
            </Group>
          ) : (
            <Stack gap="xs">
              <Group justify="space-between">
                <Button variant="default" disabled={busy} onClick={() => send({ type: 'wizard.back' })}>
                  {t('action.back')}
                </Button>
                {/* Always pressable: with a problem left, the checks move to it and say what it is. */}
                <Button
                  type="submit"
                  loading={busy}
                  aria-describedby={wizard.incomplete ? SUBMIT_HINT_ID : undefined}
                >
                  {t('action.submit')}
                </Button>
              </Group>
              {wizard.incomplete && (
                <Text id={SUBMIT_HINT_ID} size="sm" c="dimmed" ta="right">
                  {t('action.submitHint')}
                </Text>
              )}
            </Stack>
          )}
        </Stack>
      </Paper>
      {Success && (
        <Success
          opened={snapshot.matches('success')}
          number={wizard.applicationNumber}
          email={snapshot.context.values.email.trim()}
          onOk={finish}
        />
      )}
    </Stack>
  );
}
