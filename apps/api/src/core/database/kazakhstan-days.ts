import { sql, type RawBuilder } from 'kysely';

/** The portal's calendar: filters by date mean whole days in Kazakhstan's time. */
export const KAZAKHSTAN_TIME_ZONE = 'Asia/Almaty';

/** The first moment of `day` (YYYY-MM-DD) in Kazakhstan. */
export const dayStart = (day: string): RawBuilder<Date> =>
  sql<Date>`(${day}::date)::timestamp AT TIME ZONE ${KAZAKHSTAN_TIME_ZONE}`;

/** The first moment after `day`: a period's `to`, included, is `< dayAfter(to)`. */
export const dayAfter = (day: string): RawBuilder<Date> =>
  sql<Date>`(${day}::date + 1)::timestamp AT TIME ZONE ${KAZAKHSTAN_TIME_ZONE}`;

/** A timestamp column as Kazakhstan's local time, as text (for an export's date cells). */
export const localTimeText = (column: string): RawBuilder<string> =>
  sql<string>`(${sql.ref(column)} AT TIME ZONE ${sql.lit(KAZAKHSTAN_TIME_ZONE)})::text`;
