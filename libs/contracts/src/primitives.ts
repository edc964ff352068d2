import { z } from 'zod';

/** The largest PostgreSQL `integer`: ids of most tables. */
export const MAX_INT32 = 2_147_483_647;
/** The largest PostgreSQL `bigint` (ids of the workflow, outbox and notification tables). */
export const MAX_INT64 = 9_223_372_036_854_775_807n;

/** A path id of an `integer` table as text: digits only, within the column's range. */
export function isInt32Id(text: string): boolean {
  return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= MAX_INT32;
}

/** A path id of a `bigint` table as text: digits only, within the column's range. */
export function isInt64Id(text: string): boolean {
  return /^[1-9]\d{0,18}$/.test(text) && BigInt(text) <= MAX_INT64;
}

// NUL cannot be stored in a PostgreSQL text column; the other C0 controls (but tab and line breaks) are
// never part of a name, an address or a message either.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** True when a text holds no NUL or other control character. */
export function isCleanText(text: string): boolean {
  return !CONTROL_CHARACTERS.test(text);
}

/** A calendar date YYYY-MM-DD that exists (not 2026-02-30, 2026-13-45 or 0000-00-00). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** A query or body date YYYY-MM-DD that exists. */
export const calendarDateSchema = z.string().refine(isCalendarDate, { error: 'validation.date' });

/** A response timestamp: ISO 8601 text in UTC (`2026-05-01T09:30:00.000Z`). */
export const dateTimeText = z.string().meta({ format: 'date-time' });

/**
 * Every 4xx/5xx answer: `{detail}` (sometimes with more fields, e.g. the current state of a 409), or the
 * field errors of a refused body or query as `{field: [messages]}`, in the request's language.
 */
export const apiErrorSchema = z
  .union([
    z.looseObject({ detail: z.string() }),
    z.record(z.string(), z.array(z.string())).meta({
      description: 'Field errors: { field: [message] }',
      example: { iin: ['ИИН должен состоять из 12 цифр.'] },
    }),
  ])
  .meta({ description: 'An error: { detail } or { field: [message] }' });
export type ApiError = z.infer<typeof apiErrorSchema>;
