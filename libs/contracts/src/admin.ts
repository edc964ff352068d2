import { z } from 'zod';
import { dateTimeText } from './primitives';

// Response schemas of the admin and health endpoints (the OpenAPI document); the API's own types are
// checked to agree with them in apps/api/test/openapi.int-spec.ts.

/** GET /api/v1/health/: the database and Redis; 503 with the same body when either is down. */
export const healthReportSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down']),
});

/** GET /api/v1/health/live: the process answers (nothing else is checked). */
export const healthLiveSchema = z.object({ status: z.literal('ok') });

/**
 * GET /api/v1/health/ready: whether this process can serve: PostgreSQL, Redis, the file store, and no
 * migration pending; 503 with the same body naming what is down.
 */
export const healthReadinessSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down']),
  storage: z.enum(['up', 'down']),
  migrations: z.enum(['up', 'pending', 'unknown']),
});

/** POST /api/v1/admin/queues/session/: the dashboard's address (its cookie is set on the answer). */
export const queueDashboardSessionSchema = z.object({ url: z.string() });

/** A queue job that used up its attempts (GET /api/v1/admin/failed-jobs/). */
export const failedJobSchema = z.object({
  queue: z.string(),
  id: z.string(),
  name: z.string(),
  failed_reason: z.string(),
  attempts_made: z.number().int(),
  created_at: dateTimeText,
  failed_at: dateTimeText.nullable(),
});

/** An outbox row that used up its attempts (GET /api/v1/admin/failed-outbox/). */
export const failedOutboxSchema = z.object({
  id: z.string(),
  instance_id: z.string(),
  machine: z.string(),
  effect: z.string(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: dateTimeText,
  failed_at: dateTimeText,
});

/** A timer whose event failed every attempt (GET /api/v1/admin/failed-timers/). */
export const failedTimerSchema = z.object({
  id: z.string(),
  instance_id: z.string(),
  machine: z.string(),
  key: z.string(),
  event: z.string(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  due_at: dateTimeText,
  failed_at: dateTimeText,
});

/** A failed outbox row or timer put back to pending, with the attempts it keeps. */
export const retriedRowSchema = z.object({ id: z.string(), attempts: z.number().int() });

export type FailedOutboxDto = z.infer<typeof failedOutboxSchema>;
export type FailedTimerDto = z.infer<typeof failedTimerSchema>;
export type RetriedRowDto = z.infer<typeof retriedRowSchema>;
