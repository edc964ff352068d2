import { SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PHONE_PREFIX } from '../api/submit-application';
import { DigitInput } from './digit-input';
import { fieldId, useFieldMessage } from './field-support';
import { FileField } from './file-field';
import { StepHeading } from './step-heading';
import type { RegistrationWizard } from './use-registration-wizard';

/** Step 1: personal data, the identity document and the bank details. */
export function PersonalStep({ wizard }: { wizard: RegistrationWizard }) {
  const { t } = useTranslation('registration');
  const message = useFieldMessage();
  const { values, errors, files } = wizard.snapshot.context;

  return (
    <Stack gap="md">
      <StepHeading step={1} />
      <Title order={3} size="h5">
        {t('step1.personal')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          id={fieldId('name')}
          label={t('field.name')}
          autoComplete="name"
          required
          value={values.name}
          error={message(errors.name)}
          onChange={(event) => wizard.change('name', event.currentTarget.value)}
        />
        <DigitInput
          id={fieldId('id_number')}
          label={t('field.id_number')}
          description={t('hint.id_number')}
          maxDigits={9}
          required
          value={values.id_number}
          error={message(errors.id_number)}
          onValueChange={(value) => wizard.change('id_number', value)}
        />
        <TextInput
          id={fieldId('address')}
          label={t('field.address')}
          autoComplete="street-address"
          required
          value={values.address}
          error={message(errors.address)}
          onChange={(event) => wizard.change('address', event.currentTarget.value)}
        />
        <DigitInput
          id={fieldId('iin')}
          label={t('field.iin')}
          description={t('hint.iin')}
          maxDigits={12}
          required
          value={values.iin}
          error={message(errors.iin)}
          onValueChange={(value) => wizard.change('iin', value)}
        />
        <TextInput
          id={fieldId('email')}
          label={t('field.email')}
          description={t('hint.email')}
          type="email"
          autoComplete="email"
          required
          value={values.email}
          error={message(errors.email)}
          onChange={(event) => wizard.change('email', event.currentTarget.value)}
        />
        <DigitInput
          id={fieldId('phone')}
          label={t('field.phone')}
          description={t('hint.phone')}
          maxDigits={10}
          type="tel"
          autoComplete="tel-national"
          leftSection={PHONE_PREFIX}
          required
          value={values.phone}
          error={message(errors.phone)}
          onValueChange={(value) => wizard.change('phone', value)}
        />
      </SimpleGrid>
      <FileField
        field="identity_doc"
        required
        file={files.identity_doc}
        error={message(errors.identity_doc)}
        onSelect={(file) => wizard.selectFile('identity_doc', file)}
      />
      <Title order={3} size="h5">
        {t('step1.bank')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          id={fieldId('bank')}
          label={t('field.bank')}
          required
          value={values.bank}
          error={message(errors.bank)}
          onChange={(event) => wizard.change('bank', event.currentTarget.value)}
        />
        <TextInput
          id={fieldId('iik')}
          label={t('field.iik')}
          description={t('hint.iik')}
          autoCapitalize="characters"
          spellCheck={false}
          required
          value={values.iik}
          error={message(errors.iik)}
          onChange={(event) => wizard.change('iik', event.currentTarget.value)}
        />
      </SimpleGrid>
    </Stack>
  );
}
