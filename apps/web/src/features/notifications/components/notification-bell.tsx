import { ActionIcon, Indicator, Popover } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unreadCount } from '../api/notifications-cache';
import { useNotificationStream } from '../api/use-notification-stream';
import { useNotifications } from '../api/use-notifications';
import { NotificationPanel } from './notification-panel';

const MAX_SHOWN_COUNT = 99;

/** The header's bell: the unread count, updated live, and the list of notifications on click. */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const [opened, setOpened] = useState(false);
  const unread = unreadCount(useNotifications().data);
  useNotificationStream();

  return (
    <Indicator
      disabled={unread === 0}
      label={
        <span data-testid="notification-count" aria-hidden>
          {unread > MAX_SHOWN_COUNT ? `${MAX_SHOWN_COUNT}+` : unread}
        </span>
      }
      size={18}
      offset={6}
      color="red"
    >
      {/* The header is fixed, so the bell never scrolls out of view: no need to hide a detached list
          (which jsdom, having no layout, would always report). */}
      <Popover
        opened={opened}
        onChange={setOpened}
        hideDetached={false}
        position="bottom-end"
        width={360}
        shadow="md"
        withArrow
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={unread > 0 ? t('bell.labelUnread', { unread }) : t('bell.label')}
            onClick={() => setOpened((isOpen) => !isOpen)}
          >
            <IconBell size={20} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown maw="calc(100vw - 16px)">
          <NotificationPanel onClose={() => setOpened(false)} />
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
