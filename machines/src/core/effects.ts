import { z } from 'zod';
import { NOTIFICATION_KEYS, type NotificationKey } from '../notifications/notification-messages';
import { idSchema } from './events';

/**
 * Declared effects. A machine never touches the world: an effect is an xstate action object
 * `{ type: 'effect.<name>', params }` whose implementation is a no-op. The runtime computes
 * `transition(machine, snapshot, event)`, reads the effects from the returned actions with
 * `collectEffects` and writes them as outbox rows in the same database transaction as the snapshot.
 */
export const EFFECT_ACTION_PREFIX = 'effect.';

/** Effect name → zod schema of its params; the worker can validate outbox rows with the same schema. */
export type EffectSchemas = Record<string, z.ZodType>;

/** The effects a schema map describes: `{ name, params }`, one member per effect. */
export type EffectsFrom<S extends EffectSchemas> = {
  [K in keyof S & string]: { name: K; params: z.infer<S[K]> };
}[keyof S & string];

/** Effects the runtime keeps itself (durable timer rows); every other effect goes to a queue. */
export const TIMER_EFFECTS = ['scheduleTimer', 'cancelTimer'] as const;
export type TimerEffectName = (typeof TIMER_EFFECTS)[number];

/** Where the outbox relay hands an effect: a BullMQ queue and a job name of that queue. */
export interface EffectRoute {
  readonly queue: string;
  readonly job: string;
}

/** One route per queued effect of a schema map: a workflow that declares an effect must say where it goes. */
export type EffectRoutes<S extends EffectSchemas> = {
  readonly [K in Exclude<keyof S & string, TimerEffectName>]: EffectRoute;
};

/** The route of `notify`, the same for every machine: the notifications worker delivers it. */
export const NOTIFY_ROUTE = { queue: 'notifications', job: 'deliver' } as const;

/** An effect read from the actions, before it is checked against a machine's effect schemas. */
export interface UntypedEffect {
  name: string;
  params: unknown;
}

/** The no-op action implementations of a machine's effects, typed by their params, for `setup({ actions })`. */
export function declareEffects<S extends EffectSchemas>(
  schemas: S,
): { [K in keyof S & string as `effect.${K}`]: (_args: unknown, _params: z.infer<S[K]>) => void } {
  return Object.fromEntries(
    Object.keys(schemas).map((name) => [`${EFFECT_ACTION_PREFIX}${name}`, () => undefined]),
  ) as unknown as {
    [K in keyof S & string as `effect.${K}`]: (_args: unknown, _params: z.infer<S[K]>) => void;
  };
}

/**
 * Picks the declared effects, in order, out of the actions xstate's pure `transition()` returned. Given
 * the machine's effect schemas it also validates every effect's params (a mismatch is a bug in the
 * machine, so it throws) and types the result as that machine's effect union.
 */
export function collectEffects<S extends EffectSchemas>(
  actions: readonly { type: string; params?: unknown }[],
  schemas: S,
): EffectsFrom<S>[];
export function collectEffects(actions: readonly { type: string; params?: unknown }[]): UntypedEffect[];
export function collectEffects(
  actions: readonly { type: string; params?: unknown }[],
  schemas?: EffectSchemas,
): UntypedEffect[] {
  return actions
    .filter((action) => action.type.startsWith(EFFECT_ACTION_PREFIX))
    .map((action) => {
      const name = action.type.slice(EFFECT_ACTION_PREFIX.length);
      if (!schemas) return { name, params: action.params };
      const schema = schemas[name];
      if (!schema) throw new Error(`effect ${name} is not declared in the machine's effect schemas`);
      return { name, params: schema.parse(action.params) };
    });
}

// ---- effects shared by several machines ---------------------------------------------------------------

const messageParamSchema = z.union([
  z.string(),
  z.number(),
  z.object({ key: z.enum(NOTIFICATION_KEYS as [NotificationKey, ...NotificationKey[]]) }),
]);

/** A message by key (never a text), translated by whoever renders it. */
export const messageRefSchema = z.object({
  key: z.enum(NOTIFICATION_KEYS as [NotificationKey, ...NotificationKey[]]),
  params: z.record(z.string(), messageParamSchema).optional(),
});

/**
 * Send a notification to a user. An approval's notification is not an effect: the account job sends it
 * once the account exists (a machine cannot name a user who does not exist yet).
 */
export const notifyEffectSchema = z.object({
  recipient: z.object({ user_id: idSchema }),
  kind: z.enum(['stage_opened', 'retake_granted', 'application_approved']),
  title: messageRefSchema,
  body: messageRefSchema,
  link: z.string().startsWith('/').nullable(),
});
export type NotifyEffect = z.infer<typeof notifyEffectSchema>;

/**
 * Durable timer instead of xstate's `after`: the runtime stores a timers row and the worker sends `event`
 * (with `at` = due time and `actor_id` null) when it is due. `key` names the timer within the instance,
 * so a later `cancelTimer` with the same key removes it.
 */
export const scheduleTimerEffectSchema = z.object({
  key: z.string().min(1),
  due_at: z.iso.datetime({ offset: true }),
  event: z.looseObject({ type: z.string().min(1) }),
});
export type ScheduleTimerEffect = z.infer<typeof scheduleTimerEffectSchema>;

/** Drops a pending durable timer; a timer that already fired is then refused by the machine's guards. */
export const cancelTimerEffectSchema = z.object({ key: z.string().min(1) });
export type CancelTimerEffect = z.infer<typeof cancelTimerEffectSchema>;
