import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProfileQuery } from '@/shared/api/get-profile';
import { userDisplayName } from '@/shared/lib/user-display-name';

/** One line telling who is signed in and with which role, so a shared screen is never ambiguous. */
export function SignedInContext() {
  const { t } = useTranslation('areas');
  const profile = useProfileQuery();
  if (profile.isPending) return <Text c="dimmed">{t('common:user.loading')}</Text>;
  if (!profile.data) return null;
  return (
    <Text c="dimmed">
      {t('section.signedInAs', {
        name: userDisplayName(profile.data),
        role: t(`common:role.${profile.data.role}`),
      })}
    </Text>
  );
}
