import { Loader, NavLink } from '@mantine/core';
import { IconApi, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOpenApiDocs } from '../api/open-api-docs';

/** Admin sidebar entry that opens the API's documentation (Swagger UI). */
export function ApiDocsLink() {
  const { t } = useTranslation('queues');
  const open = useOpenApiDocs();
  return (
    <NavLink
      component="button"
      type="button"
      label={t('apiDocs')}
      leftSection={<IconApi size={18} aria-hidden />}
      rightSection={open.isPending ? <Loader size={14} /> : <IconExternalLink size={14} aria-hidden />}
      disabled={open.isPending}
      onClick={() => open.mutate()}
    />
  );
}
