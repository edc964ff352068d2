import { Alert, Box, Grid, Group, Skeleton, Stack, Title } from '@mantine/core';
import { useCallbackRef, useDebouncedCallback, useElementSize } from '@mantine/hooks';
import { startTransition, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import type { MachineDiagram } from '../api/types';
import { useInstanceTrail } from '../api/use-instance-trail';
import { selectFigures, useWorkflowOverview } from '../api/use-workflow-overview';
import { CHART_HEIGHT, fitChart } from '../lib/chart-fit';
import { formatDuration } from '../lib/duration';
import { flowElements } from '../lib/flow-elements';
import type { ChartNames } from '../lib/names';
import { overlayStatechart } from '../lib/overlay';
import { buildStatechart } from '../lib/statechart';
import { useAnalyticsParams } from '../lib/use-analytics-params';
import { useChartLayouts } from '../lib/use-chart-layout';
import { useWindowHeight } from '../lib/use-window-height';
import { HeatLegend } from './heat-legend';
import { LiveStatus } from './live-status';
import { OverviewControls, thresholdHours, thresholdOf, type StuckThreshold } from './overview-controls';
import { SelectionPanel } from './selection-panel';
import { StatechartView } from './statechart-view';
import { StatesTable } from './states-table';
import { TransitionsTable } from './transitions-table';

/** Where the panel stands beside the diagram rather than under it (Mantine's lg breakpoint, the Grid's). */
const WIDE_SCREEN = '(min-width: 75em)';

/** Typing a threshold waits this long before the figures are asked for again. */
const THRESHOLD_DEBOUNCE_MS = 500;

/** The widest count an edge's label makes room for. */
const COUNT_SAMPLE = 88_888;

/** The diagram takes at most this share of the window's height, so the page can be scrolled beside it. */
const MAX_HEIGHT_SHARE = 0.75;

/**
 * A machine's live view: the controls, the statechart with the figures over it (and an open instance's
 * path), the panel of the state or instance chosen, and the same figures as tables.
 */
export function MachineOverview({ definition, names }: { definition: MachineDiagram; names: ChartNames }) {
  const { t } = useTranslation('workflow-analytics');
  const machine = definition.id;
  const view = useAnalyticsParams();
  const { ref: diagramBox, width } = useElementSize();
  const windowHeight = useWindowHeight();
  const [threshold, setThreshold] = useState<StuckThreshold>(() => thresholdOf(view.stuckAfterHours));
  const applyThreshold = useDebouncedCallback(
    (next: StuckThreshold) => view.setStuckAfterHours(thresholdHours(next)),
    THRESHOLD_DEBOUNCE_MS,
  );

  const request = { machine, period: view.period, stuckAfterHours: view.stuckAfterHours };
  const chart = useMemo(() => buildStatechart(definition, names), [definition, names]);
  const overview = useWorkflowOverview(request, selectFigures);
  const trail = useInstanceTrail(machine, view.instance);
  const layouts = useChartLayouts(chart, t('edge.count', { count: COUNT_SAMPLE }));
  // TanStack Query's news (the figures, a trail, the layouts) is drawn by React at once, in one task: the
  // diagram and the tables, drawn from deferred copies, are drawn in slices that leave the page free to
  // answer, and the urgent drawing finds the memoised parts below unchanged.
  const figures = useDeferredValue(overview.data);
  const trailShown = useDeferredValue(view.instance ? trail.data : undefined);
  const laidOut = useDeferredValue(layouts.data);
  // The tables (about 500 components for 21 states) are mounted by a transition after the page's first frame:
  // mounted with the controls and the diagram's frame, in the task of the definition's arrival, they made it a
  // task of 120-140 ms at 4× CPU (75-100 ms without them).
  const [tablesShown, showTables] = useState(false);
  useEffect(() => startTransition(() => showTables(true)), []);
  const openState = useCallbackRef(view.openState);
  const overlay = useMemo(() => overlayStatechart(chart, figures, trailShown), [chart, figures, trailShown]);
  const maxHeight = Math.min(CHART_HEIGHT.max, Math.max(CHART_HEIGHT.min, windowHeight * MAX_HEIGHT_SHARE));
  const fit = useMemo(() => laidOut && fitChart(laidOut, width, maxHeight), [laidOut, width, maxHeight]);
  const direction = fit?.direction;
  const layout = direction && laidOut?.[direction];
  const thresholdSet = view.stuckAfterHours !== null;

  const elements = useMemo(
    () =>
      layout &&
      direction &&
      flowElements(chart, layout, overlay, {
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
    [chart, layout, overlay, view.state, thresholdSet, direction, t],
  );

  // On a narrow screen the panel opens under the diagram: bring it into sight when a state or an instance
  // is opened (not when the window is resized).
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if ((view.state || view.instance) && !window.matchMedia(WIDE_SCREEN).matches)
      panel.current?.scrollIntoView({ block: 'start' });
  }, [view.state, view.instance]);

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
        <LiveStatus request={request} />
      </Group>
      {overview.isError && (
        <Alert color="red" role="alert" title={t('overview.error')}>
          {errorMessage(overview.error, t)}
        </Alert>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: hasPanel ? 7 : 12 }}>
          <Stack gap="xs">
            <Box ref={diagramBox}>
              {elements && fit ? (
                <StatechartView
                  title={t('flow.title', { machine: names.machine })}
                  fit={fit}
                  nodes={elements.nodes}
                  edges={elements.edges}
                  onStateClick={openState}
                />
              ) : layouts.isError ? (
                <Alert color="yellow">{t('flow.layoutError')}</Alert>
              ) : (
                <Skeleton height={CHART_HEIGHT.min} role="status" aria-label={t('flow.loading')} />
              )}
            </Box>
            <HeatLegend max={overlay.maxCount} />
          </Stack>
        </Grid.Col>
        {hasPanel && (
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <SelectionPanel machine={machine} names={names} view={view} trail={trail} ref={panel} />
          </Grid.Col>
        )}
      </Grid>
      {tablesShown && (
        <>
          <Title order={2} size="h3">
            {t('table.title')}
          </Title>
          <StatesTable
            chart={chart}
            overlay={overlay}
            thresholdSet={thresholdSet}
            selectedState={view.state}
            onSelect={openState}
          />
          <Title order={2} size="h3">
            {t('transitions.title')}
          </Title>
          <TransitionsTable chart={chart} overlay={overlay} />
        </>
      )}
    </Stack>
  );
}
