import { Group, Radio, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFieldBindings } from './field-bindings';
import { fieldId, useFieldMessage } from './field-support';
import { FileField } from './file-field';
import { ReferenceSelect } from './reference-select';
import { StepHeading } from './step-heading';
import type { RegistrationWizard } from './use-registration-wizard';

// The diploma and the employment certificate are shown as required, though no check asks for them.
const DOCUMENTS = [
  { field: 'employment_certificate', required: true },
  { field: 'education_diploma', required: true },
  { field: 'education_diploma2', required: false },
  { field: 'education_diploma3', required: false },
] as const;

/** Step 2: professional data from the reference lists, the academic degree and the documents. */
export function ProfessionalStep({ wizard }: { wizard: RegistrationWizard }) {
  const { t } = useTranslation('registration');
  const message = useFieldMessage();
  const bind = useFieldBindings(wizard);
  const { values, errors } = wizard.snapshot.context;
  const hasDegree = values.academic_status === 'true';

  return (
    <Stack gap="md">
      <StepHeading step={2} />
      <Title order={3} size="h5">
        {t('step2.professional')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ReferenceSelect list="teacher_category" required {...bind.reference('teacher_category')} />
        <ReferenceSelect list="languages" required {...bind.reference('language')} />
        <ReferenceSelect list="languages" required {...bind.reference('language_learn')} />
        <TextInput autoComplete="organization" required {...bind.text('workplace')} />
        <ReferenceSelect list="subjects" required {...bind.reference('subject')} />
        <ReferenceSelect list="subjects" excluded={values.subject} {...bind.reference('subject2')} />
        <ReferenceSelect list="education_level" required {...bind.reference('education_level')} />
        <Radio.Group
          label={t('field.academic_status')}
          value={hasDegree ? 'true' : 'false'}
          error={message(errors.academic_status)}
          onChange={(value) => wizard.change('academic_status', value)}
        >
          <Group gap="lg" mt="xs">
            <Radio id={fieldId('academic_status')} value="true" label={t('academic.yes')} />
            <Radio value="false" label={t('academic.no')} />
          </Group>
        </Radio.Group>
      </SimpleGrid>
      <Title order={3} size="h5">
        {t('step2.documents')}
      </Title>
      {hasDegree && <FileField required {...bind.file('academic_degree_certificate')} />}
      {DOCUMENTS.map(({ field, required }) => (
        <FileField key={field} required={required} {...bind.file(field)} />
      ))}
    </Stack>
  );
}
