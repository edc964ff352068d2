import { Badge, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { FailureKind } from '../api/types';
import { useFailedOutbox } from '../api/use-failed-outbox';
import { useFailedTimers } from '../api/use-failed-timers';
import { FailedOutboxTable } from '../components/failed-outbox-table';
import { FailedTimersTable } from '../components/failed-timers-table';

const isKind = (value: string | null): value is FailureKind => value === 'timers' || value === 'outbox';

/** How many rows of a kind failed, beside its tab's name; nothing while unknown or none. */
function FailureCount({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <Badge size="sm" color="red" variant="light" ml={6} component="span">
      {count}
    </Badge>
  );
}

/**
 * Admin: the workflow rows the worker gave up on, beside the queues' failed jobs: timers in one tab, outbox
 * rows in the other, each put back to pending with one click once the cause is fixed. The open tab is in
 * the address (?tab=outbox), so a link can lead straight to it.
 */
export function WorkflowFailuresPage() {
  const { t } = useTranslation('workflow-failures');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: FailureKind = isKind(requested) ? requested : 'timers';
  // The first pages give both tabs their counts; the open tab's table shares its first page with these.
  const timers = useFailedTimers(1);
  const outbox = useFailedOutbox(1);

  const openTab = (value: string | null) => {
    if (isKind(value)) setParams(value === 'timers' ? {} : { tab: value }, { replace: true });
  };

  return (
    <Stack gap="md">
      <Title order={1}>{t('areas:admin.workflow-failures.title')}</Title>
      <Text c="dimmed">{t('intro')}</Text>
      <Tabs value={tab} onChange={openTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="timers">
            {t('tab.timers')}
            <FailureCount count={timers.data?.count} />
          </Tabs.Tab>
          <Tabs.Tab value="outbox">
            {t('tab.outbox')}
            <FailureCount count={outbox.data?.count} />
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="timers" pt="md">
          <FailedTimersTable />
        </Tabs.Panel>
        <Tabs.Panel value="outbox" pt="md">
          <FailedOutboxTable />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
