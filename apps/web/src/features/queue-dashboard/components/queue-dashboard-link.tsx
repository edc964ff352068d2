import { Loader, NavLink } from '@mantine/core';
import { IconExternalLink, IconStack2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOpenQueueDashboard } from '../api/open-queue-dashboard';

/** Admin sidebar entry that opens the job queues' dashboard. */
export function QueueDashboardLink() {
  const { t } = useTranslation('queues');
  const open = useOpenQueueDashboard();
  return (
    <NavLink
      component="button"
      type="button"
      label={t('open')}
      leftSection={<IconStack2 size={18} aria-hidden />}
      rightSection={open.isPending ? <Loader size={14} /> : <IconExternalLink size={14} aria-hidden />}
      disabled={open.isPending}
      onClick={() => open.mutate()}
    />
  );
}
