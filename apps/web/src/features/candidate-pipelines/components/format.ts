import type { TFunction } from 'i18next';
import { PIPELINE_POSITIONS, type PipelinePosition } from '../api/types';

// Scores may be fractional (8 of 15 answers is 53.33): one decimal place, never rounded up to a pass mark.
// Kazakh writes decimals with a comma as Russian does, and browsers often lack Kazakh number data (see
// shared/lib/dates.ts), so both languages format as Russian.
const SCORE_FORMAT = new Intl.NumberFormat('ru', { maximumFractionDigits: 1, roundingMode: 'trunc' });

export function formatScore(score: number): string {
  return SCORE_FORMAT.format(score);
}

export function isPosition(state: string): state is PipelinePosition {
  return (PIPELINE_POSITIONS as readonly string[]).includes(state);
}

/** A pipeline state in words ('essay' → «Написание эссе»); an unknown one as the machine names it. */
export function stateLabel(state: string | null, t: TFunction): string {
  if (state === null) return t('history.start');
  if (isPosition(state) || state === 'enrolled') return t(`state.${state}`);
  return state;
}

/** How a candidate is named in lists and messages: the name, or their number when they have none. */
export function candidateName(
  row: { owner_name: string | null; owner_user_id: number | null },
  t: TFunction,
) {
  return row.owner_name ?? t('noName', { id: row.owner_user_id ?? '—' });
}
