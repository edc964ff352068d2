import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { workflowAnalyticsKeys } from '../api/query-keys';
import type { Statechart } from './statechart';

/** What a layout depends on: the states, their nesting and every label's words (so also the language). */
function layoutKey(chart: Statechart, countSample: string): string {
  return JSON.stringify([
    chart.machine,
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
 * The chart laid out by ELK down and right (the page draws the one that fits its screen better), once per
 * chart and language: the figures laid over it change every few seconds, the layout does not. ELK and its
 * worker load with the first diagram.
 */
export function useChartLayouts(chart: Statechart, countSample: string) {
  const key = useMemo(() => layoutKey(chart, countSample), [chart, countSample]);
  return useQuery({
    queryKey: workflowAnalyticsKeys.layout(key),
    queryFn: async () => {
      const { layoutStatechart } = await import('./layout-statechart');
      const [DOWN, RIGHT] = await Promise.all([
        layoutStatechart(chart, 'DOWN', countSample),
        layoutStatechart(chart, 'RIGHT', countSample),
      ]);
      return { DOWN, RIGHT };
    },
    staleTime: Infinity,
    // A failed layout is a bug or a worker the browser refused; asking again would fail the same way.
    retry: false,
  });
}
