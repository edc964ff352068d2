import type { InstanceTrail, StateFigures, WorkflowOverview } from '../api/types';
import { heatLevel } from './heat';
import { START_ID, type Statechart } from './statechart';
import { transitionsTaken } from './transition-path';

/** How an element stands out when an instance's trail is shown: on its path, where it is now, or aside. */
export type Emphasis = 'none' | 'path' | 'current' | 'dimmed';

export interface StateOverlay {
  /** Instances in the state now (a compound state: in any of its states). */
  count: number;
  /** Of those, the ones in it longer than the threshold; null without a threshold. */
  stuck: number | null;
  medianSeconds: number | null;
  p90Seconds: number | null;
  completedVisits: number;
  /** 0 (none) to 5 (the most of any state), see heat.ts. */
  heat: number;
  emphasis: Emphasis;
}

export interface TransitionOverlay {
  /** How often it was taken in the period. */
  count: number;
  /** Stroke width in pixels, growing with the count. */
  width: number;
  emphasis: Exclude<Emphasis, 'current'>;
}

export interface ChartOverlay {
  states: Record<string, StateOverlay>;
  transitions: Record<string, TransitionOverlay>;
  /** The largest count of a state, the top of the heat legend. */
  maxCount: number;
}

const STROKE = { none: 1.5, min: 2, max: 7 };

/** The stroke of a transition taken `count` times when the busiest was taken `max` times (area-like: √). */
export function strokeWidth(count: number, max: number): number {
  if (count <= 0 || max <= 0) return STROKE.none;
  return Math.round((STROKE.min + (STROKE.max - STROKE.min) * Math.sqrt(count / max)) * 10) / 10;
}

function sum(values: Array<number | null>): number | null {
  return values.some((value) => value !== null)
    ? values.reduce<number>((total, value) => total + (value ?? 0), 0)
    : null;
}

/** What the trail touched: states passed through (with their parents), the one it is in, transitions taken. */
function trailPath(chart: Statechart, trail: InstanceTrail | undefined) {
  if (!trail) return null;
  const states = new Set<string>();
  const transitions = new Set<string>();
  for (const entry of trail.timeline) {
    for (const transition of transitionsTaken(chart, {
      from: entry.from_state,
      to: entry.to_state,
      event: entry.event,
    })) {
      transitions.add(transition.id);
      states.add(transition.source).add(transition.target);
    }
  }
  const parents = new Map(chart.states.map((state) => [state.id, state.parentId]));
  const current = chart.states.find((state) => state.path === trail.state && state.id !== START_ID)?.id;
  for (const id of current ? [...states, current] : [...states]) {
    for (let parent = parents.get(id); parent; parent = parents.get(parent)) states.add(parent);
  }
  return { states, transitions, current };
}

/**
 * The live figures laid over a chart: per state its count now (a compound state sums its states), stuck
 * count, median and 90th percentile stay, and heat; per transition how often the period's log took it and
 * its stroke. With a trail, its path is emphasised and the rest dimmed.
 */
export function overlayStatechart(
  chart: Statechart,
  overview: Pick<WorkflowOverview, 'states' | 'transitions'> | undefined,
  trail?: InstanceTrail,
): ChartOverlay {
  const figures = new Map<string, StateFigures>((overview?.states ?? []).map((f) => [f.state, f]));
  const path = trailPath(chart, trail);
  const stateEmphasis = (id: string): Emphasis => {
    if (!path) return 'none';
    if (id === path.current) return 'current';
    return path.states.has(id) ? 'path' : 'dimmed';
  };

  const leafFigures = (prefix: string) =>
    chart.states
      .filter((state) => state.path === prefix || state.path.startsWith(`${prefix}.`))
      .map((state) => figures.get(state.path))
      .filter((found): found is StateFigures => found !== undefined);

  const counted = chart.states.map((state) => {
    const own = figures.get(state.path);
    const within = state.id === START_ID ? [] : leafFigures(state.path);
    return {
      id: state.id,
      count: within.reduce((total, found) => total + found.count, 0),
      stuck: sum(within.map((found) => found.stuck)),
      medianSeconds: own?.median_seconds ?? null,
      p90Seconds: own?.p90_seconds ?? null,
      completedVisits: own?.completed_visits ?? 0,
    };
  });
  // A compound state's count is its states' sum: the scale is set by the leaves alone.
  const leaves = new Set(
    chart.states.filter((s) => !chart.states.some((c) => c.parentId === s.id)).map((s) => s.id),
  );
  const maxCount = Math.max(0, ...counted.filter((c) => leaves.has(c.id)).map((c) => c.count));

  const taken = new Map<string, number>();
  for (const figure of overview?.transitions ?? []) {
    for (const transition of transitionsTaken(chart, figure)) {
      taken.set(transition.id, (taken.get(transition.id) ?? 0) + figure.count);
    }
  }
  const maxTaken = Math.max(0, ...taken.values());

  return {
    states: Object.fromEntries(
      counted.map(({ id, ...state }) => [
        id,
        { ...state, heat: heatLevel(state.count, maxCount), emphasis: stateEmphasis(id) },
      ]),
    ),
    transitions: Object.fromEntries(
      chart.transitions.map((transition) => {
        const count = taken.get(transition.id) ?? 0;
        const emphasis = !path ? 'none' : path.transitions.has(transition.id) ? 'path' : 'dimmed';
        return [transition.id, { count, width: strokeWidth(count, maxTaken), emphasis }];
      }),
    ),
    maxCount,
  };
}
