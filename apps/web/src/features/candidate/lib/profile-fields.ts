import {
  emptyRegistrationValues,
  fieldIssue,
  PROFILE_EDITABLE_FIELDS,
  type MessageKey,
  type UserDto,
} from '@expert-portal/contracts';

export type EditableField = (typeof PROFILE_EDITABLE_FIELDS)[number];
export type EditableValues = Record<EditableField, string>;

/** The personal tab's fields, in the order a candidate checks them. */
export const PERSONAL_FIELDS = [
  'email',
  'phone',
  'address',
  'iin',
  'iik',
  'bank',
  'workplace',
] as const satisfies readonly (keyof UserDto)[];

export function isEditableField(field: string): field is EditableField {
  return (PROFILE_EDITABLE_FIELDS as readonly string[]).includes(field);
}

export function editableValues(user: UserDto): EditableValues {
  return {
    address: user.address ?? '',
    iin: user.iin ?? '',
    iik: user.iik ?? '',
    bank: user.bank ?? '',
  };
}

/**
 * The first rule the value breaks, or null. The rules and their messages are the application form's (the
 * IIN's 12 digits and check digit, the IIK as a Kazakhstan IBAN), so a person reads the same message twice.
 * A field the profile lacks may stay blank: each is saved on its own, none requires
 * another.
 */
export function profileFieldIssue(
  values: EditableValues,
  field: EditableField,
  user: UserDto,
): MessageKey | null {
  if (!values[field].trim() && !user[field]) return null;
  const form = { values: { ...emptyRegistrationValues(), ...values }, files: {} };
  return fieldIssue(form, field)?.message ?? null;
}
