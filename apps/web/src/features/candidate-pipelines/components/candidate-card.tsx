import { Alert, Badge, Drawer, Group, Skeleton, Stack, Table, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { formatDateTime } from '@/shared/lib/dates';
import type { CandidatePipelineRow } from '../api/types';
import { useCandidatePipeline } from '../api/use-candidate-pipeline';
import { usePreCourseTestTitles } from '../api/use-pre-course-test-titles';
import { AdminActions } from './admin-actions';
import { FailureDetails } from './failure-details';
import { candidateName, stateLabel } from './format';
import { PipelineHistory } from './pipeline-history';
import { PipelineResults } from './pipeline-results';
import { StateBadge } from './state-badge';
import { useMediaMatch } from '@/shared/lib/use-media-match';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" w="40%">
        {label}
      </Table.Th>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{children}</Table.Td>
    </Table.Tr>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={3} size="h5" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function CardSkeleton() {
  return (
    <Stack gap="sm">
      <Skeleton height={28} />
      <Skeleton height={28} />
      <Skeleton height={80} />
    </Stack>
  );
}

interface CandidateCardProps {
  /** The list's row: who the candidate is, shown before the pipeline loads. */
  row: CandidatePipelineRow;
  onClose: () => void;
}

/**
 * A candidate's card: who they are, where their pipeline stands and which stages are open, why a stage was
 * failed, their results, the history, and the admin events the server allows now.
 */
export function CandidateCard({ row, onClose }: CandidateCardProps) {
  const { t, i18n } = useTranslation('candidates');
  const narrow = useMediaMatch('(max-width: 40em)');
  const pipeline = useCandidatePipeline(row.id);
  const titles = usePreCourseTestTitles();
  const name = candidateName(row, t);
  const view = pipeline.data;
  const projection = view?.projection ?? null;

  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size={narrow ? '100%' : 'lg'}
      title={name}
      closeButtonProps={{ 'aria-label': t('card.close') }}
    >
      <Stack gap="lg">
        <Table verticalSpacing={6} fz="sm">
          <Table.Tbody>
            <Field label={t('field.email')}>{row.owner_email ?? '—'}</Field>
            <Field label={t('field.state')}>
              <StateBadge state={view?.state_path ?? row.state_path} />
            </Field>
            <Field label={t('card.openStages')}>
              {projection && projection.unlocked_stages.length > 0 ? (
                <Group gap={6}>
                  {projection.unlocked_stages.map((stage) => (
                    <Badge key={stage} variant="outline" color="gray" style={{ textTransform: 'none' }}>
                      {stateLabel(stage, t)}
                    </Badge>
                  ))}
                </Group>
              ) : view ? (
                t('card.noOpenStages')
              ) : (
                <Skeleton height={20} />
              )}
            </Field>
            <Field label={t('field.updated')}>
              {formatDateTime(view?.updated_at ?? row.updated_at, i18n.language)}
            </Field>
          </Table.Tbody>
        </Table>

        {pipeline.isPending && <CardSkeleton />}
        {pipeline.isError && (
          <Alert color="red" role="alert">
            {errorMessage(pipeline.error, t)}
          </Alert>
        )}
        {view && (
          <>
            {projection?.failure && (
              <FailureDetails failure={projection.failure} tests={projection.tests} titles={titles.data} />
            )}
            <Section title={t('card.actions')}>
              <AdminActions pipeline={view} name={name} />
            </Section>
            {projection && (
              <Section title={t('card.results')}>
                <PipelineResults projection={projection} titles={titles.data} />
              </Section>
            )}
          </>
        )}
        <Section title={t('card.history')}>
          <PipelineHistory instanceId={row.id} />
        </Section>
      </Stack>
    </Drawer>
  );
}
