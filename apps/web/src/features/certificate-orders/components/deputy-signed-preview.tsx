import { ORDER_USERS_PREVIEW } from '@expert-portal/contracts';
import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/lib/dates';
import { useApprovedByDeputyUsers } from '../api/use-approved-by-deputy-users';

/**
 * The deputy's preview of the order's users already signed and awaiting the director (5, then
 * '+ ещё N'); nothing while there are none.
 */
export function DeputySignedPreview({ orderId }: { orderId: number }) {
  const { t, i18n } = useTranslation('certificate-orders');
  const users = useApprovedByDeputyUsers(orderId);
  const [expanded, setExpanded] = useState(false);
  if (users.isError) {
    return (
      <Alert color="red" role="alert">
        {t('deputy.modal.signedLoadFailed')}
      </Alert>
    );
  }
  if (!users.data?.length) return null;
  const shown = expanded ? users.data : users.data.slice(0, ORDER_USERS_PREVIEW);
  const hidden = users.data.length - shown.length;
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm">
        {t('deputy.modal.signedList', { count: users.data.length })}
      </Text>
      <Stack gap={4} role="list" aria-label={t('deputy.modal.signedList', { count: users.data.length })}>
        {shown.map((user) => (
          <Paper key={user.id} withBorder px="sm" py={4} role="listitem" bg="gray.0">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {user.name}
            </Text>
            <Text size="xs" c="dimmed">
              {t('director.modal.signedAt', { at: formatDateTime(user.signed_by_deputy_at, i18n.language) })}
            </Text>
          </Paper>
        ))}
      </Stack>
      {hidden > 0 && (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setExpanded(true)}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('picker.more', { count: hidden })}
        </Button>
      )}
    </Stack>
  );
}
