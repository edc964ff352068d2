import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { formatDateTime } from '@/shared/lib/dates';
import { DateField } from '@/shared/ui/date-field';
import type { FunnelRange } from '../api/statistics-keys';
import { useFunnel } from '../api/use-funnel';
import { FunnelChart } from '../components/funnel-chart';
import { funnelRows } from '../components/funnel-steps';
import { FunnelTable } from '../components/funnel-table';

/**
 * The third tab (/admin/statistics/third): the whole journey of the applications sent in a
 * period, from the application to the certificate, as a funnel and its table with the conversion from each
 * step to the next.
 */
export function FunnelTab() {
  const { t, i18n } = useTranslation(['statistics', 'errors']);
  const [range, setRange] = useState<FunnelRange>({ from: '', to: '' });
  const funnel = useFunnel(range);
  const rows = useMemo(() => (funnel.data ? funnelRows(funnel.data) : []), [funnel.data]);

  return (
    <Stack gap="md">
      <Text c="dimmed">{t('funnel.note')}</Text>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <DateField
          label={t('funnel.from')}
          value={range.from}
          onChange={(from) => setRange((current) => ({ ...current, from }))}
          w={170}
        />
        <DateField
          label={t('funnel.to')}
          value={range.to}
          onChange={(to) => setRange((current) => ({ ...current, to }))}
          w={170}
        />
      </Group>
      <Text c="dimmed" size="sm">
        {t('funnel.rangeHint')}
      </Text>
      {funnel.isError && (
        <Alert color="red" role="alert" title={t('funnel.loadError')}>
          {errorMessage(funnel.error, t)}
        </Alert>
      )}
      {funnel.isPending && (
        <Group gap="sm">
          <Loader size="sm" />
          <Text>{t('funnel.loading')}</Text>
        </Group>
      )}
      {funnel.data && !funnel.isError && (
        <>
          <FunnelChart rows={rows} />
          <FunnelTable rows={rows} />
          <Text c="dimmed" size="sm">
            {t('funnel.directNote')}
          </Text>
          <Text c="dimmed" size="xs">
            {t('funnel.generatedAt', { time: formatDateTime(funnel.data.generated_at, i18n.language) })}
          </Text>
        </>
      )}
    </Stack>
  );
}
