import type { INestApplicationContext } from '@nestjs/common';
import { loadPopulationContext, takenIdentities } from './population/context';
import { prepareInterviewSessions } from './population/interview-sessions';
import { nextOrderNumber, writeOrder } from './population/order-writer';
import { writePerson } from './population/person-writer';
import { planPopulation, type PersonPlan } from './population/plan';
import { Random } from './population/random';

/**
 * People written at once, each in its own transaction: their rows never overlap, and a history is a long
 * series of short statements, so a few connections keep PostgreSQL busy instead of waiting on round trips.
 */
const CONCURRENT_PEOPLE = 4;

export interface PopulationSummary {
  people: number;
  orders: number;
  seconds: number;
  /** Machine id → state path → how many of the population's instances are there now. */
  states: Record<string, Record<string, number>>;
}

/**
 * Adds `count` applicants with six months of history on top of the demo data (`npm run seed:demo --
 * --population N`): applications waiting for staff or the deputy, refused or approved; the approved ones'
 * pipelines at every stage, waiting, failed or done, with their attempts, interviews, essays, enrolments and
 * practice; certificate orders at each step and the experts' certificates. Every event goes through the
 * workflow runtime at its own (past) time. Each run adds new people; nothing existing is changed.
 */
export async function seedDemoPopulation(
  app: INestApplicationContext,
  count: number,
): Promise<PopulationSummary> {
  const started = Date.now();
  const ctx = await loadPopulationContext(app);
  const [{ applications }] = (await ctx.dataSource.query(
    'SELECT count(*)::int AS applications FROM applications',
  )) as Array<{ applications: number }>;
  // The same database state plans the same population; the next run, with more applications, another one.
  const plan = planPopulation({
    count,
    random: new Random(0x5eed + applications * 7919 + count),
    now: started,
    tests: ctx.tests,
    themes: ctx.themeIds.length,
    taken: await takenIdentities(ctx.dataSource),
  });
  const sessions = await prepareInterviewSessions(ctx, plan.people);
  const instanceIds: string[] = [];
  const users = new Map<PersonPlan, number>();
  const queue = [...plan.people];
  const writeNext = async (): Promise<void> => {
    for (let person = queue.shift(); person; person = queue.shift()) {
      try {
        const written = await writePerson(ctx, sessions, person);
        instanceIds.push(...written.instanceIds);
        if (written.userId !== null) users.set(person, written.userId);
      } catch (error) {
        queue.length = 0;
        throw error;
      }
    }
  };
  // Every writer is awaited before a failure is reported, so none is still writing when the caller goes on.
  const failure = (await Promise.allSettled(Array.from({ length: CONCURRENT_PEOPLE }, writeNext))).find(
    (result) => result.status === 'rejected',
  );
  if (failure) throw failure.reason;
  let number = await nextOrderNumber(ctx);
  for (const order of plan.orders) {
    const members = order.members.map((member) => users.get(member) as number);
    instanceIds.push(await writeOrder(ctx, order, number++, members));
  }
  const rows = (await ctx.dataSource.query(
    `SELECT machine_id, state_path, count(*)::int AS count FROM workflow_instances
      WHERE id = ANY($1::bigint[]) GROUP BY machine_id, state_path ORDER BY machine_id, state_path`,
    [instanceIds],
  )) as Array<{ machine_id: string; state_path: string; count: number }>;
  const states: PopulationSummary['states'] = {};
  for (const row of rows) (states[row.machine_id] ??= {})[row.state_path] = row.count;
  return {
    people: plan.people.length,
    orders: plan.orders.length,
    seconds: (Date.now() - started) / 1000,
    states,
  };
}

/** The summary, one line per machine: "applicationSigning  approved 221, awaiting_deputy 15, …". */
export function describePopulation(summary: PopulationSummary): string {
  const lines = Object.entries(summary.states).map(
    ([machine, states]) =>
      `  ${machine.padEnd(19)} ${Object.entries(states)
        .map(([state, count]) => `${state} ${count}`)
        .join(', ')}`,
  );
  return [
    `${summary.people} people and ${summary.orders} certificate orders in ${summary.seconds.toFixed(1)} s; ` +
      'instances per state:',
    ...lines,
  ].join('\n');
}
