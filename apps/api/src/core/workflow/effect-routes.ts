import type { NotificationJob } from '@expert-portal/contracts';
import { NOTIFY_ROUTE, type EffectRoute as DeclaredRoute } from '@expert-portal/machines';
import type { QueueName } from '../queue/queues';
import { allWorkflows } from './workflow-registry';

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

// A notification is delivered as its params plus a dedupe key, so a job run twice notifies once.
const asNotification = (params: Record<string, unknown>, row: { id: string }): NotificationJob => ({
  ...(params as Omit<NotificationJob, 'dedupe_key'>),
  dedupe_key: `outbox-${row.id}`,
});

/**
 * Every effect name of every workflow with the route its definition declares. An effect name means one
 * thing everywhere: two workflows routing the same name differently is a definition error, found here at
 * start-up (and by the contract test) rather than by a job landing on the wrong queue.
 */
function collectRoutes(): Map<string, EffectRoute> {
  const routes = new Map<string, EffectRoute>();
  for (const workflow of allWorkflows()) {
    for (const [effect, declared] of Object.entries(workflow.routes as Record<string, DeclaredRoute>)) {
      const known = routes.get(effect);
      if (known && (known.queue !== declared.queue || known.job !== declared.job)) {
        throw new Error(`Effect "${effect}" of ${workflow.id} is routed unlike the same effect elsewhere`);
      }
      const isNotify = declared.queue === NOTIFY_ROUTE.queue && declared.job === NOTIFY_ROUTE.job;
      routes.set(effect, {
        queue: declared.queue as QueueName,
        job: declared.job,
        payload: isNotify ? asNotification : asEffectJob,
      });
    }
  }
  return routes;
}

const ROUTES = collectRoutes();

/** The route of a declared effect; an effect without one cannot be relayed, so it throws. */
export function routeEffect(effect: string): EffectRoute {
  const route = ROUTES.get(effect);
  if (!route) throw new Error(`No queue route for the effect "${effect}"`);
  return route;
}

/** Every routed effect, for the contract test and the queue set. */
export function allEffectRoutes(): ReadonlyMap<string, EffectRoute> {
  return ROUTES;
}
