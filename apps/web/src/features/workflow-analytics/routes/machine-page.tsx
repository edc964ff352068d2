import { Alert, Anchor, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '@/shared/api/api-error';
import { errorMessage } from '@/shared/api/error-message';
import { sectionPath } from '@/shared/lib/routes';
import { useMachineDefinition } from '../api/use-machine-definition';
import { MachineOverview } from '../components/machine-overview';
import { chartNames } from '../lib/names';
import { machineDescriptionKey } from '../lib/text-keys';

/**
 * Analyst (and admin): one long-lived machine's page — its statechart drawn from the served definition with
 * the live figures over it, the instances of a state, an instance's trail, and the same figures as tables.
 */
export function MachinePage() {
  const { machine = '' } = useParams();
  const { t } = useTranslation('workflow-analytics');
  const definition = useMachineDefinition(machine);
  const names = useMemo(() => chartNames(machine, t), [machine, t]);
  const missing = definition.error instanceof ApiError && definition.error.status === 404;
  // TanStack Query's news is drawn by React at once, in one task: the overview (its controls, the diagram's
  // frame, their effects) mounts from a deferred copy instead, drawn in slices that leave the page free to
  // answer (mounted with the definition's arrival, it made a task of about 125 ms, profiled). The skeleton
  // stays until then; a copy still of another machine's (the page's machine changed) is not drawn.
  const deferred = useDeferredValue(definition.data);
  const shown = deferred?.id === machine ? deferred : undefined;

  return (
    <Stack gap="md">
      <Anchor component={Link} to={sectionPath('analyst', 'workflows')} size="sm">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> {t('machine.back')}
      </Anchor>
      <Title order={1}>{missing ? t('machine.notFound') : names.machine}</Title>
      {!missing && <Text c="dimmed">{t(machineDescriptionKey(machine), { defaultValue: '' })}</Text>}
      {!shown && !definition.isError && <Skeleton height={340} />}
      {definition.isError && (
        <Alert color={missing ? 'gray' : 'red'} role="alert">
          {missing ? t('machine.notFoundText') : errorMessage(definition.error, t)}
        </Alert>
      )}
      {shown && <MachineOverview definition={shown} names={names} />}
    </Stack>
  );
}
