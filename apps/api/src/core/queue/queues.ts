import type { NotificationJob } from '@expert-portal/contracts';

/** Every BullMQ queue of the portal, named once. */
export enum QueueName {
  Maintenance = 'maintenance',
  Notifications = 'notifications',
  /** The account, its pipeline and its notification when the deputy approves an application. */
  Accounts = 'accounts',
  /** Generated documents (certificates). */
  Documents = 'documents',
}

/** The params of a workflow effect, with the outbox row it came from (the job id is `outbox-<id>`). */
export interface EffectJob<P> {
  outbox_id: string;
  instance_id: string;
  params: P;
}

/** Each queue's job names tied to their payload types, so producers and processors agree. */
export interface JobPayloads {
  [QueueName.Maintenance]: {
    'purge-expired-auth': Record<string, never>;
    'sweep-application-files': Record<string, never>;
  };
  [QueueName.Notifications]: {
    deliver: NotificationJob;
  };
  [QueueName.Accounts]: {
    'create-account': EffectJob<{ application_id: number; role: 'user' | 'direct_enroll' }>;
  };
  [QueueName.Documents]: {
    'generate-certificate': EffectJob<Record<string, unknown>>;
  };
}

export type JobName<Q extends QueueName> = keyof JobPayloads[Q] & string;
export type JobPayload<Q extends QueueName, N extends JobName<Q>> = JobPayloads[Q][N];
