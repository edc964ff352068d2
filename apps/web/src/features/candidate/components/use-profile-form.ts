import { normalizeFieldInput, PROFILE_EDITABLE_FIELDS, type UserDto } from '@expert-portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '@/shared/api/api-error';
import { PROFILE_QUERY_KEY } from '@/shared/api/get-profile';
import { useUpdateProfile } from '../api/use-update-profile';
import {
  editableValues,
  isEditableField,
  profileFieldIssue,
  type EditableField,
  type EditableValues,
} from '../lib/profile-fields';

/** A field's message: a key of the `errors` namespace (the client's checks) or the server's own text. */
export type FieldErrors = Partial<Record<EditableField, string>>;

function issuesOf(values: EditableValues, user: UserDto): FieldErrors {
  const found: FieldErrors = {};
  for (const field of PROFILE_EDITABLE_FIELDS) {
    const issue = profileFieldIssue(values, field, user);
    if (issue) found[field] = issue;
  }
  return found;
}

function serverFieldErrors(error: unknown): FieldErrors {
  const found: FieldErrors = {};
  if (!(error instanceof ApiError)) return found;
  for (const [field, [message]] of Object.entries(error.fieldErrors ?? {})) {
    if (isEditableField(field) && message) found[field] = message;
  }
  return found;
}

/**
 * The edit form of the missing profile fields: each is checked when it loses focus and all on save, with
 * the application form's rules; a field still blank may stay so (the address is saved on its own); only the
 * changed ones are sent. `onSaved` runs once the server took them
 * (the cached profile is then the server's answer).
 */
export function useProfileForm(user: UserDto, onSaved: () => void) {
  const queryClient = useQueryClient();
  const update = useUpdateProfile();
  const [values, setValues] = useState(() => editableValues(user));
  const [errors, setErrors] = useState<FieldErrors>({});

  const change = (field: EditableField, input: string): void => {
    const next = { ...values, [field]: normalizeFieldInput(field, input) };
    setValues(next);
    // A field already marked wrong is checked as it is corrected, so its message goes once it is right.
    if (errors[field])
      setErrors((current) => ({ ...current, [field]: profileFieldIssue(next, field, user) ?? undefined }));
  };

  // Functional: a blur may follow a save's checks in the same event (focus moved to the first wrong field).
  const blur = (field: EditableField): void =>
    setErrors((current) => ({ ...current, [field]: profileFieldIssue(values, field, user) ?? undefined }));

  /** Sends the changes, or returns the first field that breaks a rule (nothing is sent then). */
  const save = (): EditableField | undefined => {
    const found = issuesOf(values, user);
    setErrors(found);
    const invalid = PROFILE_EDITABLE_FIELDS.find((field) => found[field]);
    if (invalid) return invalid;
    const changed = PROFILE_EDITABLE_FIELDS.filter((field) => values[field] !== (user[field] ?? ''));
    update.mutate(Object.fromEntries(changed.map((field) => [field, values[field]])), {
      onSuccess: onSaved,
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        // Locked meanwhile (filled in elsewhere): the fresh profile shows it complete and ends the editing.
        if (error instanceof ApiError && error.status === 403)
          void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
      },
    });
    return undefined;
  };

  // An answer without field messages is told above the form.
  const formError =
    update.isError && Object.keys(serverFieldErrors(update.error)).length === 0 ? update.error : null;

  return { values, errors, change, blur, save, saving: update.isPending, formError };
}
