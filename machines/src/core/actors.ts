import { ROLES, type Role } from '@expert-portal/contracts';

/**
 * Who may send a machine event: a signed-in role, an anonymous `visitor` (the public UI machines) or the
 * `system` itself — timers, jobs and server-side computations (grading) that the API performs on its own.
 * `system` is never granted to an HTTP client.
 */
export type Actor = Role | 'visitor' | 'system';

/** Every human actor, signed in or not: for the UI machines that anyone in a browser drives. */
export const EVERYONE: readonly Actor[] = ['visitor', ...ROLES];

/** Only the system: internal events (timers, job results, the UI machines' own ticks). */
export const SYSTEM_ONLY: readonly Actor[] = ['system'];
