import { Group, Radio, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fieldId, useFieldMessage } from './field-support';
import { FileField } from './file-field';
import { ReferenceSelect } from './reference-select';
import { StepHeading } from './step-heading';
import type { RegistrationWizard } from './use-registration-wizard';

// Spec §5: the diploma and the employment certificate are shown as required, though no check asks for them.
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
  const { values, errors, files } = wizard.snapshot.context;
  const hasDegree = values.academic_status === 'true';

  return (
    <Stack gap="md">
      <StepHeading step={2} />
      <Title order={3} size="h5">
        {t('step2.professional')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ReferenceSelect
          field="teacher_category"
          list="teacher_category"
          required
          value={values.teacher_category}
          error={message(errors.teacher_category)}
          onChange={(value) => wizard.change('teacher_category', value)}
        />
        <ReferenceSelect
          field="language"
          list="languages"
          required
          value={values.language}
          error={message(errors.language)}
          onChange={(value) => wizard.change('language', value)}
        />
        <ReferenceSelect
          field="language_learn"
          list="languages"
          required
          value={values.language_learn}
          error={message(errors.language_learn)}
          onChange={(value) => wizard.change('language_learn', value)}
        />
        <TextInput
          id={fieldId('workplace')}
          label={t('field.workplace')}
          autoComplete="organization"
          required
          value={values.workplace}
          error={message(errors.workplace)}
          onChange={(event) => wizard.change('workplace', event.currentTarget.value)}
        />
        <ReferenceSelect
          field="subject"
          list="subjects"
          required
          value={values.subject}
          error={message(errors.subject)}
          onChange={(value) => wizard.change('subject', value)}
        />
        <ReferenceSelect
          field="subject2"
          list="subjects"
          excluded={values.subject}
          value={values.subject2}
          error={message(errors.subject2)}
          onChange={(value) => wizard.change('subject2', value)}
        />
        <ReferenceSelect
          field="education_level"
          list="education_level"
          required
          value={values.education_level}
          error={message(errors.education_level)}
          onChange={(value) => wizard.change('education_level', value)}
        />
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
      {hasDegree && (
        <FileField
          field="academic_degree_certificate"
          required
          file={files.academic_degree_certificate}
          error={message(errors.academic_degree_certificate)}
          onSelect={(file) => wizard.selectFile('academic_degree_certificate', file)}
        />
      )}
      {DOCUMENTS.map(({ field, required }) => (
        <FileField
          key={field}
          field={field}
          required={required}
          file={files[field]}
          error={message(errors[field])}
          onSelect={(file) => wizard.selectFile(field, file)}
        />
      ))}
    </Stack>
  );
}
