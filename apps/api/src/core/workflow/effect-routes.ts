import type { NotificationJob } from '@expert-portal/contracts';
import { QueueName } from '../queue/queues';

/** Where an outbox row goes: its queue, its job name and the job's payload. */
export interface EffectRoute {
  queue: QueueName;
  job: string;
  payload(params: Record<string, unknown>, row: { id: string; instance_id: string }): unknown;
}

const asEffectJob = (params: Record<string, unknown>, row: { id: string; instance_id: string }) => ({
  outbox_id: row.id,
  instance_id: row.instance_id,
  params,
});

const ROUTES: Record<string, EffectRoute> = {
  notify: {
    queue: QueueName.Notifications,
    job: 'deliver',
    payload: (params, row): NotificationJob => ({
      ...(params as Omit<NotificationJob, 'dedupe_key'>),
      dedupe_key: `outbox-${row.id}`,
    }),
  },
  createAccount: { queue: QueueName.Accounts, job: 'create-account', payload: asEffectJob },
  generateCertificate: { queue: QueueName.Documents, job: 'generate-certificate', payload: asEffectJob },
};

/** The route of a declared effect; an effect without one is a bug in the runtime, so it throws. */
export function routeEffect(effect: string): EffectRoute {
  const route = ROUTES[effect];
  if (!route) throw new Error(`No queue route for the effect "${effect}"`);
  return route;
}
