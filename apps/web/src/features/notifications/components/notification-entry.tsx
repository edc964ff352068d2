import { normalizeLanguage } from '@expert-portal/contracts';
import { Box, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NotificationDto } from '@expert-portal/contracts';
import { formatNotificationDate } from './format-notification-date';

interface NotificationEntryProps {
  item: NotificationDto;
  onOpen: (item: NotificationDto) => void;
}

function EntryContent({ item }: { item: NotificationDto }) {
  const { t, i18n } = useTranslation('notifications');
  return (
    <Group wrap="nowrap" align="flex-start" gap="xs">
      <Box
        w={8}
        h={8}
        mt={6}
        bg={item.read ? 'transparent' : 'blue'}
        style={{ borderRadius: '50%', flexShrink: 0 }}
        aria-hidden
      />
      <Stack gap={2} miw={0}>
        {!item.read && <VisuallyHidden>{t('unread')}</VisuallyHidden>}
        <Text size="sm" fw={item.read ? 500 : 700}>
          {item.title}
        </Text>
        <Text size="sm" c="dimmed">
          {item.body}
        </Text>
        <Text size="xs" c="dimmed" component="time" dateTime={item.created_at}>
          {formatNotificationDate(item.created_at, normalizeLanguage(i18n.language))}
        </Text>
      </Stack>
    </Group>
  );
}

/** One notification; a button when there is something to do with it (mark it read, follow its link). */
export function NotificationEntry({ item, onOpen }: NotificationEntryProps) {
  const actionable = !item.read || item.link !== null;
  return (
    <Box component="li" data-testid="notification" data-read={item.read}>
      {actionable ? (
        <UnstyledButton w="100%" p="xs" onClick={() => onOpen(item)} style={{ borderRadius: 4 }}>
          <EntryContent item={item} />
        </UnstyledButton>
      ) : (
        <Box p="xs">
          <EntryContent item={item} />
        </Box>
      )}
    </Box>
  );
}
