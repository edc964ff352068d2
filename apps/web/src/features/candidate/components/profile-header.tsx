import type { UserDto } from '@expert-portal/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { userDisplayName } from '@/shared/lib/user-display-name';
import { ProfilePhoto } from './profile-photo';

/** Who the cabinet belongs to: photo, name, role and the login they sign in with. */
export function ProfileHeader({ user }: { user: UserDto }) {
  const { t } = useTranslation('candidate');
  return (
    <ProfilePhoto user={user}>
      <div>
        <Text size="lg" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {userDisplayName(user)}
        </Text>
        <Text size="sm" c="dimmed">
          {t(`common:role.${user.role}`)} · {t('profile.field.username')}: {user.username}
        </Text>
      </div>
    </ProfilePhoto>
  );
}
