import { Loader, NavLink } from '@mantine/core';
import { IconApi, IconExternalLink, IconStack2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenServerPage } from '../api/open-server-page';

/** An admin sidebar entry that opens a page the API serves, outside this app. */
function ServerPageLink({
  label,
  icon,
  page,
}: {
  label: string;
  icon: ReactNode;
  page: 'queues' | 'apiDocs';
}) {
  const open = useOpenServerPage(page);
  return (
    <NavLink
      component="button"
      type="button"
      label={label}
      leftSection={icon}
      rightSection={open.isPending ? <Loader size={14} /> : <IconExternalLink size={14} aria-hidden />}
      disabled={open.isPending}
      onClick={() => open.mutate()}
    />
  );
}

/** The job queues' dashboard (bull-board). */
export function QueueDashboardLink() {
  const { t } = useTranslation('queues');
  return <ServerPageLink label={t('open')} icon={<IconStack2 size={18} aria-hidden />} page="queues" />;
}

/** The API's documentation (Swagger UI). */
export function ApiDocsLink() {
  const { t } = useTranslation('queues');
  return <ServerPageLink label={t('apiDocs')} icon={<IconApi size={18} aria-hidden />} page="apiDocs" />;
}
