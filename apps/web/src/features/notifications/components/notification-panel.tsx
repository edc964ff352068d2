import { Button, Group, Loader, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { NotificationDto } from '@expert-portal/contracts';
import { readSession } from '@/shared/api/session';
import { reachableLink } from '@/shared/lib/area-access';
import { flattenNotifications, unreadCount } from '../api/notifications-cache';
import { useMarkAllRead } from '../api/use-mark-all-read';
import { useMarkRead } from '../api/use-mark-read';
import { useNotifications } from '../api/use-notifications';
import { NotificationEntry } from './notification-entry';

/** The bell's list: the latest notifications, "mark all as read" and "more". */
export function NotificationPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const list = useNotifications();
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  // A link the role can no longer follow (an expert's stage behind them) is dropped rather than redirected.
  const role = readSession()?.role ?? 'user';
  const items = flattenNotifications(list.data).map((item) => ({
    ...item,
    link: item.link && reachableLink(item.link, role),
  }));

  const open = (item: NotificationDto): void => {
    if (!item.read) markRead.mutate(item.id);
    if (item.link) {
      onClose();
      void navigate(item.link);
    }
  };

  return (
    <Stack gap="xs">
      {/* Wraps rather than cutting «Отметить все как прочитанные» where the list is narrow. */}
      <Group justify="space-between" wrap="wrap" gap={4}>
        <Title order={2} size="h5">
          {t('title')}
        </Title>
        <Button
          variant="subtle"
          size="compact-xs"
          disabled={unreadCount(list.data) === 0}
          loading={markAllRead.isPending}
          onClick={() => markAllRead.mutate()}
        >
          {t('markAllRead')}
        </Button>
      </Group>
      {list.isPending && (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">{t('loading')}</Text>
        </Group>
      )}
      {list.isError && (
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Text size="sm" c="red" role="alert">
            {t('loadError')}
          </Text>
          <Button variant="light" size="compact-xs" onClick={() => void list.refetch()}>
            {t('retry')}
          </Button>
        </Group>
      )}
      {list.isSuccess && items.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('empty')}
        </Text>
      )}
      {items.length > 0 && (
        <ScrollArea.Autosize mah={380} type="auto">
          <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
            {items.map((item) => (
              <NotificationEntry key={item.id} item={item} onOpen={open} />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
      {list.hasNextPage && (
        <Button
          variant="light"
          size="compact-sm"
          loading={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {t('more')}
        </Button>
      )}
    </Stack>
  );
}
