/** Every BullMQ queue of the portal, named once. */
export enum QueueName {
  Maintenance = 'maintenance',
}

/** Each queue's job names tied to their payload types, so producers and processors agree. */
export interface JobPayloads {
  [QueueName.Maintenance]: {
    'purge-expired-auth': Record<string, never>;
  };
}

export type JobName<Q extends QueueName> = keyof JobPayloads[Q] & string;
export type JobPayload<Q extends QueueName, N extends JobName<Q>> = JobPayloads[Q][N];
