import type { RegistrationFileField, RegistrationTextField } from '@expert-portal/contracts';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldId, useFieldMessage } from './field-support';
import type { RegistrationWizard } from './use-registration-wizard';

/**
 * The props that tie a form control to its wizard field (id, label, value, error, change handler), so each
 * step only states what makes a control different.
 */
export function useFieldBindings(wizard: RegistrationWizard) {
  const { t } = useTranslation('registration');
  const message = useFieldMessage();
  const { values, errors, files } = wizard.snapshot.context;
  const shown = (field: RegistrationTextField) => ({
    value: values[field],
    error: message(errors[field]),
  });
  const labelled = (field: RegistrationTextField) => ({
    id: fieldId(field),
    label: t(`field.${field}`),
    ...shown(field),
    onBlur: () => wizard.blur(field),
  });
  return {
    text: (field: RegistrationTextField) => ({
      ...labelled(field),
      onChange: (event: ChangeEvent<HTMLInputElement>) => wizard.change(field, event.currentTarget.value),
    }),
    digits: (field: RegistrationTextField) => ({
      ...labelled(field),
      onValueChange: (value: string) => wizard.change(field, value),
    }),
    reference: (field: RegistrationTextField) => ({
      field,
      ...shown(field),
      onChange: (value: string) => wizard.change(field, value),
    }),
    file: (field: RegistrationFileField) => ({
      field,
      file: files[field],
      error: message(errors[field]),
      onSelect: (file: File | null) => wizard.selectFile(field, file),
    }),
  };
}
