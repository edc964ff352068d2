import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from './field-support';
import { FileField } from './file-field';
import { StepHeading } from './step-heading';
import type { RegistrationWizard } from './use-registration-wizard';

const CERTIFICATES = ['best_teacher_certificate', 'other_certificate'] as const;

/** Step 3: the optional certificates. */
export function CertificatesStep({ wizard }: { wizard: RegistrationWizard }) {
  const { t } = useTranslation('registration');
  const message = useFieldMessage();
  const { errors, files } = wizard.snapshot.context;

  return (
    <Stack gap="md">
      <StepHeading step={3} />
      <Text>{t('step3.intro')}</Text>
      {CERTIFICATES.map((field) => (
        <FileField
          key={field}
          field={field}
          file={files[field]}
          error={message(errors[field])}
          onSelect={(file) => wizard.selectFile(field, file)}
        />
      ))}
    </Stack>
  );
}
