import type { RegistrationField } from '@expert-portal/contracts';
import { useTranslation } from 'react-i18next';

/** The id of a field's focusable control: the wizard focuses it by this id after a failed submit. */
export function fieldId(field: RegistrationField): string {
  return `registration-${field}`;
}

/**
 * Turns a wizard error into text: the client's checks give catalog keys (the `errors` namespace), the
 * server gives its message already in the request's language.
 */
export function useFieldMessage(): (message: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation();
  return (message) => {
    if (message === undefined) return undefined;
    return i18n.exists(`errors:${message}`) ? t(`errors:${message}`) : message;
  };
}
