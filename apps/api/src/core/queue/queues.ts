import type { NotificationJob } from '@expert-portal/contracts';
import { NOTIFY_ROUTE, WORKFLOWS, type EffectRoute } from '@expert-portal/machines';
import type { z } from 'zod';

/**
 * The queues of the platform itself. Every other queue is named by a workflow's effect routes
 * (`routes` in its definition), so a new machine brings its queues with it.
 */
export const QueueName = {
  Maintenance: 'maintenance',
  Notifications: NOTIFY_ROUTE.queue,
  Mail: 'mail',
} as const;

type Workflows = typeof WORKFLOWS;
type Routes<W extends keyof Workflows> = Workflows[W]['routes'];

/** Every routed effect of every workflow: its queue, its job name and its params' type. */
type RoutedEffect = {
  [W in keyof Workflows]: {
    [E in keyof Routes<W> & string]: Routes<W>[E] extends { queue: infer Q; job: infer J }
      ? {
          queue: Q;
          job: J;
          params: E extends keyof Workflows[W]['effects'] ? z.output<Workflows[W]['effects'][E]> : never;
        }
      : never;
  }[keyof Routes<W> & string];
}[keyof Workflows];

export type QueueName = (typeof QueueName)[keyof typeof QueueName] | RoutedEffect['queue'];

/** The params of a workflow effect, with the outbox row it came from (the job id is `outbox-<id>`). */
export interface EffectJob<P> {
  outbox_id: string;
  instance_id: string;
  params: P;
}

/** The job payload of one effect of one workflow, derived from the effect's schema. */
export type EffectJobOf<
  W extends { effects: Record<string, z.ZodType> },
  E extends keyof W['effects'],
> = EffectJob<z.output<W['effects'][E]>>;

/**
 * A regeneration's documents job (POST certificates/{id}/regenerate/): the same job as the certificateOrder's
 * generateCertificate effect, queued by the API without an outbox row; the job id names the generation.
 */
export interface RegenerateCertificateJob {
  certificate_id: number;
  generation: number;
}

/** Jobs a queue takes besides the effects routed to it: each job name's extra payload type. */
interface ExtraJobPayloads {
  documents: { 'generate-certificate': RegenerateCertificateJob };
}

// `notify` is delivered as a NotificationJob (its params plus a dedupe key), not as an EffectJob.
type QueuedEffect = Exclude<RoutedEffect, { queue: typeof NOTIFY_ROUTE.queue; job: typeof NOTIFY_ROUTE.job }>;

/** Each queue's job names tied to their payload types, so producers and processors agree. */
export type JobPayloads = {
  [QueueName.Maintenance]: {
    'purge-expired-auth': Record<string, never>;
    'sweep-application-files': Record<string, never>;
    'expire-certificates': Record<string, never>;
    'compact-workflow-analytics': Record<string, never>;
    'compact-application-counts': Record<string, never>;
    retention: Record<string, never>;
  };
  [QueueName.Notifications]: {
    deliver: NotificationJob;
  };
  [QueueName.Mail]: {
    /** One try of one mail-log row; `attempt` is how many tries it had when the relay queued this one. */
    send: { mail_id: number; attempt: number };
  };
} & {
  [Q in QueuedEffect['queue']]: {
    [J in Extract<QueuedEffect, { queue: Q }>['job']]:
      | EffectJob<Extract<QueuedEffect, { queue: Q; job: J }>['params']>
      | (Q extends keyof ExtraJobPayloads
          ? J extends keyof ExtraJobPayloads[Q]
            ? ExtraJobPayloads[Q][J]
            : never
          : never);
  };
};

export type JobName<Q extends QueueName> = keyof JobPayloads[Q] & string;
export type JobPayload<Q extends QueueName, N extends JobName<Q>> = JobPayloads[Q][N];

/** Every queue: the platform's and those the workflows route effects to. */
export const QUEUE_NAMES: readonly QueueName[] = [
  ...new Set<QueueName>([
    ...Object.values(QueueName),
    ...Object.values(WORKFLOWS).flatMap((workflow) =>
      Object.values(workflow.routes as Record<string, EffectRoute>).map((route) => route.queue as QueueName),
    ),
  ]),
];
