import { Alert, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { useWorkflowMachines } from '../api/use-workflow-machines';
import { MachineCard } from '../components/machine-card';

/** Analyst (and admin): the long-lived machines as cards, each leading to its live statechart. */
export function WorkflowsPage() {
  const { t } = useTranslation('workflow-analytics');
  const machines = useWorkflowMachines();
  return (
    <Stack gap="md">
      <Title order={1}>{t('areas:analyst.workflows.title')}</Title>
      <Text c="dimmed">{t('list.intro')}</Text>
      {machines.isPending && (
        <Group gap="sm">
          <Loader size="sm" />
          <Text>{t('list.loading')}</Text>
        </Group>
      )}
      {machines.isError && (
        <Alert color="red" role="alert">
          {errorMessage(machines.error, t)}
        </Alert>
      )}
      {machines.data?.length === 0 && <Text>{t('list.empty')}</Text>}
      {machines.data && machines.data.length > 0 && (
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          {machines.data.map((machine) => (
            <MachineCard key={machine.id} machine={machine} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
