import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFieldBindings } from './field-bindings';
import { FileField } from './file-field';
import { StepHeading } from './step-heading';
import type { RegistrationWizard } from './use-registration-wizard';

const CERTIFICATES = ['best_teacher_certificate', 'other_certificate'] as const;

/** Step 3: the optional certificates. */
export function CertificatesStep({ wizard }: { wizard: RegistrationWizard }) {
  const { t } = useTranslation('registration');
  const bind = useFieldBindings(wizard);

  return (
    <Stack gap="md">
      <StepHeading step={3} />
      <Text>{t('step3.intro')}</Text>
      {CERTIFICATES.map((field) => (
        <FileField key={field} {...bind.file(field)} />
      ))}
    </Stack>
  );
}
