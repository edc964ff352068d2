import type { PopulationContext } from './context';
import type { InterviewSessions } from './person-writer';
import type { PersonPlan } from './plan';
import { HOUR_MS } from './random';

const LINKS = [
  'https://zoom.us/j/4815162342',
  'https://meet.google.com/xyz-abcd-efg',
  'https://zoom.us/j/2718281828',
];

/** "Собеседование кандидатов — 12.03.2025" and its Kazakh name, the session's day in Kazakhstan. */
function sessionNames(time: Date): { name: string; nameKk: string } {
  const local = new Date(time.getTime() + 5 * HOUR_MS).toISOString().slice(0, 10);
  const [year, month, day] = local.split('-');
  const date = `${day}.${month}.${year}`;
  return { name: `Собеседование кандидатов — ${date}`, nameKk: `Кандидаттармен сұхбат — ${date}` };
}

/**
 * The interview sessions the population's invitations name, one per day, created by the demo admin before
 * the first invitation to them; a session of an earlier run at the same time is used again.
 */
export async function prepareInterviewSessions(
  ctx: PopulationContext,
  people: readonly PersonPlan[],
): Promise<InterviewSessions> {
  const firstInvites = new Map<number, number>();
  for (const step of people.flatMap((person) => person.steps)) {
    if (step.type !== 'invite' || !step.sessionAt) continue;
    const time = step.sessionAt.getTime();
    firstInvites.set(time, Math.min(firstInvites.get(time) ?? Infinity, step.at.getTime()));
  }
  const sessions: InterviewSessions = new Map();
  for (const [time, firstInvite] of [...firstInvites].sort(([x], [y]) => x - y)) {
    const at = new Date(time);
    const { name, nameKk } = sessionNames(at);
    const [existing] = (await ctx.dataSource.query(
      'SELECT id FROM interviews WHERE name = $1 AND interview_time = $2 ORDER BY id LIMIT 1',
      [name, at],
    )) as Array<{ id: number }>;
    const [row] = existing
      ? [existing]
      : ((await ctx.dataSource.query(
          `INSERT INTO interviews (name, name_kk, interview_time, link, created_by, created_at)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
          [
            name,
            nameKk,
            at,
            LINKS[sessions.size % LINKS.length],
            ctx.actors.admin.id,
            new Date(firstInvite - HOUR_MS),
          ],
        )) as Array<{ id: number }>);
    sessions.set(time, row!.id);
  }
  return sessions;
}
