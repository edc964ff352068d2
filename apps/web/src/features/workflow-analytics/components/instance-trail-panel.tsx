import { Alert, Anchor, Skeleton, Stack, Table, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { formatDateTime } from '@/shared/lib/dates';
import type { InstanceTrail } from '../api/types';
import type { ChartNames } from '../lib/names';
import { ContextList } from './context-list';
import { TrailTimeline } from './trail-timeline';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" w="45%" fw={500}>
        {label}
      </Table.Th>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{children}</Table.Td>
    </Table.Tr>
  );
}

interface InstanceTrailPanelProps {
  trail: UseQueryResult<InstanceTrail>;
  names: ChartNames;
  /** Back to the instances of the state it was opened from. */
  back: { label: string; onClick: () => void };
}

/** An instance as analysts see it: where it stands, its context, and its timeline with actor names. */
export function InstanceTrailPanel({ trail, names, back }: InstanceTrailPanelProps) {
  const { t, i18n } = useTranslation('workflow-analytics');
  const data = trail.data;
  return (
    <Stack gap="md">
      <Anchor component="button" type="button" size="sm" ta="left" onClick={back.onClick}>
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> {back.label}
      </Anchor>
      {trail.isPending && <Skeleton height={120} />}
      {trail.isError && (
        <Alert color="red" role="alert">
          {errorMessage(trail.error, t)}
        </Alert>
      )}
      {data && (
        <>
          <Table verticalSpacing={4} fz="sm">
            <Table.Tbody>
              <Field label={t('trail.key')}>{data.business_key}</Field>
              <Field label={t('trail.state')}>{names.state(data.state)}</Field>
              <Field label={t('trail.status')}>
                {t(`status.${data.status}`, { defaultValue: data.status })}
              </Field>
              <Field label={t('trail.created')}>{formatDateTime(data.created_at, i18n.language)}</Field>
            </Table.Tbody>
          </Table>
          <Title order={3} size="h5">
            {t('trail.context')}
          </Title>
          <ContextList context={data.context} />
          <Title order={3} size="h5">
            {t('trail.timeline')}
          </Title>
          <TrailTimeline timeline={data.timeline} names={names} />
        </>
      )}
    </Stack>
  );
}
