import type { UserDto } from '@expert-portal/contracts';
import { Alert, Button, Group, Stack, TextInput, type TextInputProps } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import type { EditableField } from '../lib/profile-fields';
import { PersonalDetails } from './personal-details';
import { useProfileForm } from './use-profile-form';

const INPUT_PROPS: Record<EditableField, Partial<TextInputProps>> = {
  address: { autoComplete: 'street-address' },
  iin: { inputMode: 'numeric' },
  iik: { autoCapitalize: 'characters', spellCheck: false },
  bank: {},
};
// The hints are the application form's, as the rules are.
const HINTS: Partial<Record<EditableField, string>> = {
  iin: 'registration:hint.iin',
  iik: 'registration:hint.iik',
};

const inputId = (field: EditableField) => `profile-${field}`;

interface ProfileEditFormProps {
  user: UserDto;
  onClose: () => void;
}

/** The personal tab while the missing address, IIN, IIK or bank are being filled in. */
export function ProfileEditForm({ user, onClose }: ProfileEditFormProps) {
  const { t, i18n } = useTranslation('candidate');
  const form = useProfileForm(user, () => {
    toasts.show({ color: 'green', message: t('profile.saved'), autoClose: 4000 });
    onClose();
  });
  // The client's checks give keys of the server's message catalogue; the server gives its text.
  const message = (text: string | undefined) =>
    text && (i18n.exists(`errors:${text}`) ? t(`errors:${text}`) : text);

  const editor = (field: EditableField) => {
    const hint = HINTS[field];
    return (
      <TextInput
        id={inputId(field)}
        aria-label={t(`profile.field.${field}`)}
        description={hint && t(hint)}
        value={form.values[field]}
        error={message(form.errors[field])}
        onChange={(event) => form.change(field, event.currentTarget.value)}
        onBlur={() => form.blur(field)}
        {...INPUT_PROPS[field]}
      />
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const invalid = form.save();
        if (invalid) document.getElementById(inputId(invalid))?.focus();
      }}
    >
      <Stack gap="md">
        {form.formError && (
          <Alert color="red" title={t('profile.saveError')}>
            {errorMessage(form.formError, t)}
          </Alert>
        )}
        <PersonalDetails user={user} editor={editor} />
        {/* Pressing a button leaves the field focused: blurred first, it would show its message and push
            the buttons down from under the pointer before the click lands. Save checks every field anyway. */}
        <Group justify="flex-end" gap="sm" onMouseDown={(event) => event.preventDefault()}>
          <Button variant="default" onClick={onClose} disabled={form.saving}>
            {t('profile.cancel')}
          </Button>
          <Button type="submit" loading={form.saving}>
            {t('profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
