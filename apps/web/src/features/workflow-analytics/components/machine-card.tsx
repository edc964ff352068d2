import { Anchor, Card, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { analystWorkflowPath } from '@/shared/lib/routes';
import type { MachineSummary } from '../api/types';
import { machineDescriptionKey, machineNameKey, stateKey } from '../lib/text-keys';

/** The states a card names, the fullest first. */
const STATES_SHOWN = 4;

/** A machine on the list: its name (a link to its page), what it models, its instances now. */
export function MachineCard({ machine }: { machine: MachineSummary }) {
  const { t } = useTranslation('workflow-analytics');
  const busiest = Object.entries(machine.counts)
    .filter(([, count]) => count > 0)
    .sort(([, a], [, b]) => b - a)
    .slice(0, STATES_SHOWN);
  return (
    <Card withBorder padding="lg" data-testid={`machine-${machine.id}`}>
      <Stack gap="sm" h="100%">
        <Title order={2} size="h4">
          <Anchor component={Link} to={analystWorkflowPath(machine.id)} inherit>
            {t(machineNameKey(machine.id), { defaultValue: machine.id })}
          </Anchor>
        </Title>
        <Text size="sm" c="dimmed">
          {t(machineDescriptionKey(machine.id), { defaultValue: '' })}
        </Text>
        <Stack gap={2} mt="auto">
          <Text size="sm" c="dimmed">
            {t('list.total')}
          </Text>
          <Text fz={28} fw={800} lh={1}>
            {machine.total}
          </Text>
        </Stack>
        {busiest.length > 0 && (
          <List size="sm" spacing={2} aria-label={t('list.busiest')}>
            {busiest.map(([state, count]) => (
              <List.Item key={state}>
                {t(stateKey(machine.id, state), { defaultValue: state })}: <b>{count}</b>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Card>
  );
}
