import type { UserDto } from '@expert-portal/contracts';
import { Alert, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { useProfileQuery } from '@/shared/api/get-profile';
import { formatDate } from '@/shared/lib/dates';
import { formatPhone } from '@/shared/lib/phone';
import { userDisplayName } from '@/shared/lib/user-display-name';

// The personal data of spec §2 (Profile), in the order a candidate checks them.
const PROFILE_FIELDS = [
  'name',
  'username',
  'role',
  'email',
  'phone',
  'address',
  'id_number',
  'iin',
  'iik',
  'bank',
  'workplace',
  'expertized_date',
] as const satisfies readonly (keyof UserDto)[];

export function ProfilePage() {
  const { t, i18n } = useTranslation('candidate');
  const profile = useProfileQuery();

  const display = (user: UserDto, field: (typeof PROFILE_FIELDS)[number]): string => {
    const value = user[field];
    if (!value) return t('profile.empty');
    if (field === 'role') return t(`common:role.${value}`);
    if (field === 'expertized_date') return formatDate(value, i18n.language);
    if (field === 'phone') return formatPhone(value);
    return value;
  };

  return (
    <Stack gap="md" maw={760}>
      <Title order={1}>{t('areas:user.profile.title')}</Title>
      {profile.isPending && <Text c="dimmed">{t('profile.loading')}</Text>}
      {profile.isError && (
        <Alert color="red" title={t('profile.loadError')}>
          {errorMessage(profile.error, t)}
        </Alert>
      )}
      {profile.data && (
        <>
          <Text size="lg">{t('profile.greeting', { name: userDisplayName(profile.data) })}</Text>
          <Text c="dimmed">{t('areas:user.profile.description')}</Text>
          <Title order={2} size="h3">
            {t('profile.personal')}
          </Title>
          <Table variant="vertical" withTableBorder layout="fixed">
            <Table.Tbody>
              {PROFILE_FIELDS.map((field) => (
                <Table.Tr key={field}>
                  <Table.Th scope="row" w={{ base: 140, sm: 260 }}>
                    {t(`profile.field.${field}`)}
                  </Table.Th>
                  <Table.Td>{display(profile.data, field)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </Stack>
  );
}
