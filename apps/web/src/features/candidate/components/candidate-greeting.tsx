import { Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProfileQuery } from '@/shared/api/get-profile';
import { userDisplayName } from '@/shared/lib/user-display-name';

/** The welcome line above every page of the candidate area. */
export function CandidateGreeting() {
  const { t } = useTranslation('candidate');
  const profile = useProfileQuery();
  if (profile.isPending) return <Skeleton height={24} width={320} maw="100%" mb="md" />;
  if (!profile.data) return null;
  return (
    <Text size="lg" fw={500} mb="md">
      {t('greeting', { name: userDisplayName(profile.data) })}
    </Text>
  );
}
