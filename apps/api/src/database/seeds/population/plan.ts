import type { PipelineTrack } from '@expert-portal/machines';
import { allocateDestinations, ORDER_DESTINATIONS, type Destination, type OrderStage } from './destinations';
import { JourneyPlanner, timeSinceLastStep } from './journey';
import { newIdentity, type PersonIdentity, type TakenIdentities } from './people';
import { DAY_MS, HOUR_MS, type Random } from './random';
import type { CatalogueTest } from './test-answers';
import type { PlacedStep } from './timeline';

/** How far back the population's histories reach: about six months. */
export const POPULATION_WINDOW_MS = 182 * DAY_MS;

/** Kazakhstan's time (UTC+5): interviews are held at 10:00 there. */
const LOCAL_OFFSET_MS = 5 * HOUR_MS;
const SESSION_HOUR_MS = 10 * HOUR_MS;

export interface PersonPlan {
  destination: Destination;
  identity: PersonIdentity;
  /** The role the deputy approved them with; null for applications never approved. */
  track: PipelineTrack | null;
  steps: PlacedStep[];
}

/** When an order was created and got to each of its steps (null: not yet). */
interface OrderSchedule {
  createdAt: number;
  signedAt: number | null;
  approvedAt: number | null;
  issuedAt: number | null;
}

export interface OrderPlan {
  createdAt: Date;
  signedAt: Date | null;
  approvedAt: Date | null;
  issuedAt: Date | null;
  members: PersonPlan[];
}

export interface PopulationPlan {
  people: PersonPlan[];
  orders: OrderPlan[];
}

export interface PlanInput {
  count: number;
  random: Random;
  now: number;
  tests: CatalogueTest[];
  themes: number;
  taken: TakenIdentities;
}

/**
 * The orders of the run: one at each current step (awaiting the deputy, awaiting the director, approved and
 * awaiting its issue), and a fortnightly series issued over the months before.
 */
function orderSchedules(random: Random, now: number): Record<OrderStage, OrderSchedule[]> {
  const ordered = now - random.days(1, 18);
  const signedCreated = now - random.days(8, 30);
  const approvedCreated = now - random.days(10, 25);
  const approvedSigned = approvedCreated + random.days(1, 4);
  const issued = Array.from({ length: 12 }, (_, index) => {
    const createdAt = now - random.days(14 * (index + 1), 14 * (index + 1) + 4);
    const signedAt = createdAt + random.days(0.5, 4);
    const approvedAt = signedAt + random.days(0.5, 5);
    return { createdAt, signedAt, approvedAt, issuedAt: approvedAt + random.days(0.2, 3) };
  });
  return {
    awaiting_deputy: [{ createdAt: ordered, signedAt: null, approvedAt: null, issuedAt: null }],
    awaiting_director: [
      {
        createdAt: signedCreated,
        signedAt: signedCreated + random.days(1, 5),
        approvedAt: null,
        issuedAt: null,
      },
    ],
    approved: [
      {
        createdAt: approvedCreated,
        signedAt: approvedSigned,
        approvedAt: approvedSigned + random.days(1, 5),
        issuedAt: null,
      },
    ],
    issued,
  };
}

/** The latest interview session (10:00 in Kazakhstan) at least an hour before `time`. */
function sessionBefore(time: number): number {
  const localMidnight = Math.floor((time - HOUR_MS + LOCAL_OFFSET_MS) / DAY_MS) * DAY_MS - LOCAL_OFFSET_MS;
  const session = localMidnight + SESSION_HOUR_MS;
  return session <= time - HOUR_MS ? session : session - DAY_MS;
}

/**
 * Puts the interviews on sessions shared by everyone graded that day: a graded interview was held at the
 * day's 10:00 session before its grade (or, when that was before the invitation, between the two); an
 * invitation not graded yet is to an upcoming session, or to one held already whose grade is still to come.
 */
function assignSessions(random: Random, steps: PlacedStep[], now: number): void {
  let invite: Extract<PlacedStep, { type: 'invite' }> | null = null;
  for (const step of steps) {
    if (step.type === 'invite') invite = step;
    if (step.type !== 'interview' || !invite) continue;
    const [invited, graded] = [invite.at.getTime(), step.at.getTime()];
    const session = sessionBefore(graded);
    step.sessionAt = new Date(session > invited ? session : (invited + graded) / 2);
    invite.sessionAt = step.sessionAt;
  }
  if (invite && !invite.sessionAt) {
    const lastHeld = sessionBefore(now);
    const daysHeldAfterInvite = Math.floor((lastHeld - invite.at.getTime() - HOUR_MS) / DAY_MS);
    invite.sessionAt = new Date(
      invite.session === 'held' && daysHeldAfterInvite >= 0
        ? lastHeld - random.int(0, daysHeldAfterInvite) * DAY_MS
        : sessionBefore(now) + random.int(1, 7) * DAY_MS,
    );
  }
}

function planPerson(
  input: PlanInput,
  destination: Destination,
  schedules: Record<OrderStage, OrderSchedule[]>,
): { person: PersonPlan; order: OrderSchedule | null } {
  const { random, now } = input;
  const { track, timeline } = new JourneyPlanner(random, {
    destination,
    tests: input.tests,
    themes: input.themes,
  }).plan();
  const earliest = now - POPULATION_WINDOW_MS;
  const orderStage = (ORDER_DESTINATIONS as Partial<Record<Destination, OrderStage>>)[destination];
  let order: OrderSchedule | null = null;
  let end: number;
  if (orderStage) {
    // Eligible for a while before the order was made; the issued orders go back months.
    const slots = schedules[orderStage];
    const fitting = slots.filter((slot) => slot.createdAt - 12 * DAY_MS - timeline.span >= earliest);
    order = fitting.length ? random.pick(fitting) : (slots[0] as OrderSchedule);
    end = order.createdAt - random.days(0.5, 12);
  } else {
    const last = timeline.last;
    end =
      last?.type === 'attempt' && last.finish === 'running'
        ? now - 60_000
        : now - timeSinceLastStep(random, destination, timeline.span, POPULATION_WINDOW_MS);
  }
  const steps = timeline.place(end, earliest);
  assignSessions(random, steps, now);
  return {
    person: { destination, identity: newIdentity(random, input.taken), track, steps },
    order,
  };
}

/**
 * Plans `count` applicants: where each stands today (in proportion to the destinations' shares, every
 * destination at least once from 18 people on), their identities and their histories over the last six
 * months, and the certificate orders of those who finished the course. People come oldest application first.
 */
export function planPopulation(input: PlanInput): PopulationPlan {
  const schedules = orderSchedules(input.random, input.now);
  const members = new Map<OrderSchedule, PersonPlan[]>();
  const people = allocateDestinations(input.count, (items) => input.random.shuffle(items)).map(
    (destination) => {
      const { person, order } = planPerson(input, destination, schedules);
      if (order) members.set(order, [...(members.get(order) ?? []), person]);
      return person;
    },
  );
  const date = (time: number | null) => (time === null ? null : new Date(time));
  const orders = [...members.entries()]
    .map(([schedule, group]) => ({
      createdAt: new Date(schedule.createdAt),
      signedAt: date(schedule.signedAt),
      approvedAt: date(schedule.approvedAt),
      issuedAt: date(schedule.issuedAt),
      members: group,
    }))
    .sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime());
  const firstStep = (person: PersonPlan) => person.steps[0]?.at.getTime() ?? 0;
  return { people: people.sort((x, y) => firstStep(x) - firstStep(y)), orders };
}
