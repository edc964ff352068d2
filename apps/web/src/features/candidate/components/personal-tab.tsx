import { isProfileEditable, type UserDto } from '@expert-portal/contracts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PersonalDetails } from './personal-details';
import { ProfileEditForm } from './profile-edit-form';

/** The personal data; editable only while address, IIN, IIK or bank is missing. */
export function PersonalTab({ user }: { user: UserDto }) {
  const { t } = useTranslation('candidate');
  const [editing, setEditing] = useState(false);
  const editable = isProfileEditable(user);

  if (editing && editable) return <ProfileEditForm user={user} onClose={() => setEditing(false)} />;
  return (
    <Stack gap="md">
      <PersonalDetails user={user} />
      {editable && (
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Text size="sm" c="dimmed" maw={520}>
            {t('profile.editHint')}
          </Text>
          <Button leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)}>
            {t('profile.edit')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
