import { Alert, Grid, Group, Skeleton, Stack, Title } from '@mantine/core';
import { useDebouncedCallback, useMediaQuery } from '@mantine/hooks';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import type { MachineDiagram } from '../api/types';
import { useInstanceTrail } from '../api/use-instance-trail';
import { useWorkflowOverview } from '../api/use-workflow-overview';
import { formatDuration } from '../lib/duration';
import { flowElements } from '../lib/flow-elements';
import type { ChartNames } from '../lib/names';
import { overlayStatechart } from '../lib/overlay';
import { buildStatechart } from '../lib/statechart';
import { useAnalyticsParams } from '../lib/use-analytics-params';
import { useChartLayout } from '../lib/use-chart-layout';
import { HeatLegend } from './heat-legend';
import { LiveStatus } from './live-status';
import { OverviewControls, thresholdHours, thresholdOf, type StuckThreshold } from './overview-controls';
import { SelectionPanel } from './selection-panel';
import { StatechartView } from './statechart-view';
import { StatesTable } from './states-table';
import { TransitionsTable } from './transitions-table';

/** Typing a threshold waits this long before the figures are asked for again. */
const THRESHOLD_DEBOUNCE_MS = 500;

/** The widest count an edge's label makes room for. */
const COUNT_SAMPLE = 88_888;

/**
 * A machine's live view: the controls, the statechart with the figures over it (and an open instance's
 * path), the panel of the state or instance chosen, and the same figures as tables.
 */
export function MachineOverview({ definition, names }: { definition: MachineDiagram; names: ChartNames }) {
  const { t } = useTranslation('workflow-analytics');
  const machine = definition.id;
  const view = useAnalyticsParams();
  const wide = useMediaQuery('(min-width: 75em)');
  const narrow = useMediaQuery('(max-width: 48em)');
  const [threshold, setThreshold] = useState<StuckThreshold>(() => thresholdOf(view.stuckAfterHours));
  const applyThreshold = useDebouncedCallback(
    (next: StuckThreshold) => view.setStuckAfterHours(thresholdHours(next)),
    THRESHOLD_DEBOUNCE_MS,
  );

  const overview = useWorkflowOverview({
    machine,
    period: view.period,
    stuckAfterHours: view.stuckAfterHours,
  });
  const trail = useInstanceTrail(machine, view.instance);
  const chart = useMemo(() => buildStatechart(definition, names), [definition, names]);
  const overlay = useMemo(
    () => overlayStatechart(chart, overview.data, view.instance ? trail.data : undefined),
    [chart, overview.data, trail.data, view.instance],
  );
  const direction = narrow ? 'DOWN' : 'RIGHT';
  const layout = useChartLayout(chart, direction, t('edge.count', { count: COUNT_SAMPLE }));
  const thresholdSet = view.stuckAfterHours !== null;

  const elements = useMemo(
    () =>
      layout.data &&
      flowElements(chart, layout.data, overlay, {
        selectedState: view.state,
        thresholdSet,
        direction,
        describeState: (state, figures) =>
          t('flow.state', {
            state: state.name,
            n: figures.count,
            median: figures.medianSeconds === null ? '—' : formatDuration(figures.medianSeconds, t),
          }),
        describeTransition: (transition, figures) =>
          t('flow.transition', { event: transition.label.event, count: figures.count }),
      }),
    [chart, layout.data, overlay, view.state, thresholdSet, direction, t],
  );

  // On a narrow screen the panel opens under the diagram: bring it into sight.
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!wide && (view.state || view.instance)) panel.current?.scrollIntoView({ block: 'start' });
  }, [wide, view.state, view.instance]);

  const hasPanel = view.state !== null || view.instance !== null;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <OverviewControls
          period={view.period}
          onPeriodChange={view.setPeriod}
          threshold={threshold}
          onThresholdChange={(next) => {
            setThreshold(next);
            applyThreshold(next);
          }}
        />
        {overview.data && <LiveStatus overview={overview.data} fetching={overview.isFetching} />}
      </Group>
      {overview.isError && (
        <Alert color="red" role="alert" title={t('overview.error')}>
          {errorMessage(overview.error, t)}
        </Alert>
      )}
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, lg: hasPanel ? 7 : 12 }}>
          <Stack gap="xs">
            {elements && layout.data ? (
              <StatechartView
                title={t('flow.title', { machine: names.machine })}
                layout={layout.data}
                nodes={elements.nodes}
                edges={elements.edges}
                onStateClick={view.openState}
              />
            ) : layout.isError ? (
              <Alert color="yellow">{t('flow.layoutError')}</Alert>
            ) : (
              <Skeleton height={340} role="status" aria-label={t('flow.loading')} />
            )}
            <HeatLegend max={overlay.maxCount} />
          </Stack>
        </Grid.Col>
        {hasPanel && (
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <SelectionPanel machine={machine} names={names} view={view} trail={trail} ref={panel} />
          </Grid.Col>
        )}
      </Grid>
      <Title order={2} size="h3">
        {t('table.title')}
      </Title>
      <StatesTable
        chart={chart}
        overlay={overlay}
        thresholdSet={thresholdSet}
        selectedState={view.state}
        onSelect={view.openState}
      />
      <Title order={2} size="h3">
        {t('transitions.title')}
      </Title>
      <TransitionsTable chart={chart} overlay={overlay} />
    </Stack>
  );
}
