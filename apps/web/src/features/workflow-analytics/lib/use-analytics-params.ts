import { ANALYTICS_PERIODS, MAX_STUCK_AFTER_HOURS, type AnalyticsPeriod } from '@expert-portal/contracts';
import { useSearchParams } from 'react-router-dom';

/** The period a machine's page opens with (the API's default too). */
export const DEFAULT_PERIOD: AnalyticsPeriod = '30d';

/** One of the periods the overview counts over. */
export const isPeriod = (value: string | null): value is AnalyticsPeriod =>
  (ANALYTICS_PERIODS as readonly string[]).includes(value ?? '');

function hoursOf(value: string | null): number | null {
  const hours = Number(value);
  return Number.isInteger(hours) && hours >= 1 && hours <= MAX_STUCK_AFTER_HOURS ? hours : null;
}

/**
 * What a machine's page shows, kept in its address so a link or a reload opens the same view: the period
 * (?period=7d), the stuck threshold in hours (?stuck=120), the state whose instances are listed (?state=…)
 * and the instance open (?instance=…). Opening a state or an instance is a step of the history (Back
 * returns); the period and the threshold replace the entry.
 */
export function useAnalyticsParams() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('period');
  const period = isPeriod(requested) ? requested : DEFAULT_PERIOD;
  const stuckAfterHours = hoursOf(params.get('stuck'));
  const state = params.get('state');
  const instance = params.get('instance');

  const update = (changes: Record<string, string | null>, replace: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null) next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace },
    );

  return {
    period,
    stuckAfterHours,
    state,
    instance,
    setPeriod: (next: AnalyticsPeriod) => update({ period: next === DEFAULT_PERIOD ? null : next }, true),
    setStuckAfterHours: (hours: number | null) =>
      update({ stuck: hours === null ? null : String(hours) }, true),
    openState: (path: string) => update({ state: path, instance: null }, false),
    openInstance: (id: string, inState: string) => update({ state: inState, instance: id }, false),
    closePanel: () => update({ state: null, instance: null }, false),
  };
}
