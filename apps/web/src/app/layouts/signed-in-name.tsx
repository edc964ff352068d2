import { Skeleton, Text } from '@mantine/core';
import { useProfileQuery } from '@/shared/api/get-profile';
import { userDisplayName } from '@/shared/lib/user-display-name';

/** The signed-in user's name in the header (hidden on phones, where the header has no room for it). */
export function SignedInName() {
  const profile = useProfileQuery();
  if (profile.isPending) return <Skeleton height={16} width={140} visibleFrom="sm" />;
  if (!profile.data) return null;
  return (
    <Text data-testid="user-name" fw={500} truncate maw={260} visibleFrom="sm">
      {userDisplayName(profile.data)}
    </Text>
  );
}
