import type { TFunction } from 'i18next';
import { PIPELINE_POSITIONS, type PipelinePosition } from '@expert-portal/machines';

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
