import {
  ITEM_ANALYSIS_MIN_ATTEMPTS,
  LOW_DISCRIMINATION,
  TOO_EASY_FACILITY,
  TOO_HARD_FACILITY,
  type QuestionFlag,
} from '@expert-portal/contracts';

/** A question's figures over a test's attempts, as the item analysis query counts them. */
export interface ItemFigures {
  attempts: number;
  facility: number | null;
  discrimination: number | null;
}

/**
 * What may be wrong with a question, judged only from ITEM_ANALYSIS_MIN_ATTEMPTS attempts on: it separates the
 * stronger candidates from the weaker the wrong way round (negative discrimination) or hardly at all (under
 * Moodle's 0.2), or nearly everyone (too easy) or nearly no one (too hard) answers it correctly. A question
 * everyone answers alike has no discrimination at all (null); its facility tells why.
 */
export function questionFlags({ attempts, facility, discrimination }: ItemFigures): QuestionFlag[] {
  if (attempts < ITEM_ANALYSIS_MIN_ATTEMPTS) return [];
  const flags: QuestionFlag[] = [];
  if (discrimination !== null && discrimination < 0) flags.push('negative_discrimination');
  else if (discrimination !== null && discrimination < LOW_DISCRIMINATION) flags.push('low_discrimination');
  if (facility !== null && facility > TOO_EASY_FACILITY) flags.push('too_easy');
  if (facility !== null && facility < TOO_HARD_FACILITY) flags.push('too_hard');
  return flags;
}

/**
 * Kuder–Richardson 20, the reliability of a test of right-or-wrong questions: k / (k − 1) × (1 − Σ pᵢqᵢ / σ²),
 * with k questions, pᵢ the share answering question i correctly, qᵢ = 1 − pᵢ, and σ² the variance of the
 * attempts' totals (population variances both, so that it equals Cronbach's α). Null when it cannot be told:
 * fewer than two attempts or questions, or every attempt scoring the same.
 */
export function kuderRichardson20(
  attempts: number,
  facilities: readonly number[],
  totalVariance: number,
): number | null {
  const k = facilities.length;
  if (attempts < 2 || k < 2 || !(totalVariance > 0)) return null;
  const itemVariance = facilities.reduce((sum, p) => sum + p * (1 - p), 0);
  return (k / (k - 1)) * (1 - itemVariance / totalVariance);
}

/** Rounded to `digits` decimals; null stays null. */
export function rounded(value: number | null, digits: number): number | null {
  if (value === null) return null;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
