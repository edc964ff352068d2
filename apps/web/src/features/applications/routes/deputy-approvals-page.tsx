import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApplicationScope } from '../api/application-filters';
import { prefetchOpeningList } from '../api/use-applications';
import { ApplicationsList } from '../components/applications-list';
import { BackButton } from '@/shared/ui/back-button';
import { SignedInContext } from '@/shared/ui/signed-in-context';

const DEPUTY_DECISIONS = ['deputy.approve', 'deputy.reject'] as const;
const QUEUE: ApplicationScope = { awaiting: 'deputy' };

/** The queue's first page, asked for with the route (see SCREENS). */
export function prefetchQueue(): void {
  prefetchOpeningList(QUEUE);
}

/**
 * /deputy/approvals: applications signed by staff and awaiting the final decision; approve with a role or
 * reject with a reason, one or many. A decided application leaves the queue when the list refreshes.
 */
export function DeputyApprovalsPage() {
  const { t } = useTranslation('areas');
  return (
    <Stack gap="md">
      <BackButton />
      <Title order={1}>{t('deputy.approvals.title')}</Title>
      <SignedInContext />
      <Text c="dimmed">{t('deputy.approvals.description')}</Text>
      <ApplicationsList scope={QUEUE} bulkDecisions={DEPUTY_DECISIONS} />
    </Stack>
  );
}
