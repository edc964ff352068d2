import { Group, Skeleton, Stack } from '@mantine/core';
import { PERSONAL_FIELDS } from '../lib/profile-fields';

/** The profile's shape while it loads: photo and name, the tabs, a line per field. */
export function ProfileSkeleton() {
  return (
    <Stack gap="md" data-testid="profile-loading">
      <Group gap="md" wrap="nowrap">
        <Skeleton circle height={88} />
        <Stack gap="xs" style={{ flex: 1 }}>
          <Skeleton height={20} width="60%" />
          <Skeleton height={14} width="40%" />
        </Stack>
      </Group>
      <Skeleton height={36} width={280} maw="100%" />
      {PERSONAL_FIELDS.map((field) => (
        <Skeleton key={field} height={22} />
      ))}
    </Stack>
  );
}
