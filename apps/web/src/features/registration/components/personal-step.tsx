import { SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PHONE_PREFIX } from '../api/submit-application';
import { DigitInput } from './digit-input';
import { useFieldBindings } from './field-bindings';
import { FileField } from './file-field';
import { StepHeading } from './step-heading';
import type { RegistrationWizard } from './use-registration-wizard';

/** Step 1: personal data, the identity document and the bank details. */
export function PersonalStep({ wizard }: { wizard: RegistrationWizard }) {
  const { t } = useTranslation('registration');
  const bind = useFieldBindings(wizard);

  return (
    <Stack gap="md">
      <StepHeading step={1} />
      <Title order={3} size="h5">
        {t('step1.personal')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput autoComplete="name" required {...bind.text('name')} />
        <DigitInput description={t('hint.id_number')} maxDigits={9} required {...bind.digits('id_number')} />
        <TextInput autoComplete="street-address" required {...bind.text('address')} />
        <DigitInput description={t('hint.iin')} maxDigits={12} required {...bind.digits('iin')} />
        <TextInput
          description={t('hint.email')}
          type="email"
          autoComplete="email"
          required
          {...bind.text('email')}
        />
        <DigitInput
          description={t('hint.phone')}
          maxDigits={10}
          type="tel"
          autoComplete="tel-national"
          leftSection={PHONE_PREFIX}
          required
          {...bind.digits('phone')}
        />
      </SimpleGrid>
      <FileField required {...bind.file('identity_doc')} />
      <Title order={3} size="h5">
        {t('step1.bank')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput required {...bind.text('bank')} />
        <TextInput
          description={t('hint.iik')}
          autoCapitalize="characters"
          spellCheck={false}
          required
          {...bind.text('iik')}
        />
      </SimpleGrid>
    </Stack>
  );
}
