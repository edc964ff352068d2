import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { workflowAnalyticsKeys } from '../api/query-keys';
import type { ChartDirection } from './elk-graph';
import type { Statechart } from './statechart';

/** What a layout depends on: the states, their nesting and every label's words (so also the language). */
function layoutKey(chart: Statechart, direction: ChartDirection, countSample: string): string {
  return JSON.stringify([
    chart.machine,
    direction,
    countSample,
    chart.states.map((state) => [state.id, state.parentId]),
    chart.transitions.map((transition) => [
      transition.id,
      transition.source,
      transition.target,
      transition.label,
    ]),
  ]);
}

/**
 * The chart laid out by ELK, once per chart, direction and language: the figures laid over it change every
 * few seconds, the layout does not. ELK and its worker load with the first diagram.
 */
export function useChartLayout(
  chart: Statechart | undefined,
  direction: ChartDirection,
  countSample: string,
) {
  const key = useMemo(
    () => (chart ? layoutKey(chart, direction, countSample) : ''),
    [chart, direction, countSample],
  );
  return useQuery({
    queryKey: workflowAnalyticsKeys.layout(key),
    queryFn: async () => {
      if (!chart) throw new Error('No chart to lay out');
      const { layoutStatechart } = await import('./layout-statechart');
      return layoutStatechart(chart, direction, countSample);
    },
    enabled: chart !== undefined,
    staleTime: Infinity,
    // A failed layout is a bug or a worker the browser refused; asking again would fail the same way.
    retry: false,
  });
}
