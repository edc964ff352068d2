import { z } from 'zod';
import { SYSTEM_ONLY } from '../core/actors';
import { idSchema, type EventRoles, type UiEventsFrom } from '../core/events';

/** Payload schemas of the testAttempt events (a browser-only machine: no envelope). */
export const testAttemptEventPayloads = {
  /** Picks an option: replaces the choice on a single-choice question, toggles it on a multiple-choice one. */
  'answer.select': z.strictObject({ question_id: idSchema, answer_id: idSchema }),
  /** Finish: asks for confirmation first. */
  'attempt.finish': z.strictObject({}),
  /** Leave the test inside the app: warns first, then submits the current answers. */
  'attempt.leave': z.strictObject({}),
  /** The page is going away (unmount, unload): no time to warn, submit the current answers now. */
  'attempt.abandon': z.strictObject({}),
  'attempt.confirm': z.strictObject({}),
  'attempt.cancel': z.strictObject({}),
  'attempt.retry': z.strictObject({}),
  /** Internal: (re)arms the one-second tick, also when a persisted attempt is restored. */
  'clock.arm': z.strictObject({}),
  /** Internal: one tick of the countdown. */
  'clock.tick': z.strictObject({}),
};

// Candidates take pre-course tests; lesson tests are taken by direct_enroll too.
const CANDIDATES = ['user', 'direct_enroll'] as const;

export const testAttemptEventRoles: EventRoles<typeof testAttemptEventPayloads> = {
  'answer.select': CANDIDATES,
  'attempt.finish': CANDIDATES,
  'attempt.leave': CANDIDATES,
  'attempt.abandon': CANDIDATES,
  'attempt.confirm': CANDIDATES,
  'attempt.cancel': CANDIDATES,
  'attempt.retry': CANDIDATES,
  'clock.arm': SYSTEM_ONLY,
  'clock.tick': SYSTEM_ONLY,
};

export type TestAttemptEvent = UiEventsFrom<typeof testAttemptEventPayloads>;
