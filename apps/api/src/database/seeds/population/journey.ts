import { ESSAY_PASS_GRADE, PRACTICE_PASS_GRADE } from '@expert-portal/contracts';
import { TEST_DEADLINE_GRACE_MS, type PipelineTrack } from '@expert-portal/machines';
import { DESTINATIONS, type Destination } from './destinations';
import { DAY_MS, HOUR_MS, type Random } from './random';
import { answerTest, type AttemptFinish, type AttemptGoal, type CatalogueTest } from './test-answers';
import { Timeline, type Refusal } from './timeline';

/** Refusals staff make (the documents) and the deputy makes (the requirements), with their comments. */
const STAFF_REFUSALS: Refusal[] = [
  {
    reason: 'Неполный комплект документов',
    comment: {
      ru: 'Не приложена справка с места работы. Загрузите её и подайте заявку снова.',
      kk: 'Жұмыс орнынан анықтама қоса берілмеген. Оны жүктеп, өтінімді қайта беріңіз.',
    },
  },
  {
    reason: 'Сканы документов нечитаемы',
    comment: {
      ru: 'Скан удостоверения личности размыт: не читается номер документа.',
      kk: 'Жеке куәліктің сканері бұлыңғыр: құжат нөмірі оқылмайды.',
    },
  },
  {
    reason: 'Данные заявки не совпадают с документами (ИИН, ФИО, удостоверение личности)',
    comment: {
      ru: 'ИИН в заявке отличается от ИИН в удостоверении личности.',
      kk: 'Өтінімдегі ЖСН жеке куәліктегі ЖСН-нен өзгеше.',
    },
  },
];

const DEPUTY_REFUSALS: Refusal[] = [
  {
    reason: 'Недостаточный педагогический стаж',
    comment: {
      ru: 'По справке педагогический стаж 3 года, для эксперта нужно не менее 5 лет.',
      kk: 'Анықтама бойынша педагогикалық өтілі 3 жыл, сарапшыға кемінде 5 жыл қажет.',
    },
  },
  {
    reason: 'Квалификационная категория не соответствует требованиям',
    comment: {
      ru: 'Категория «педагог» не даёт права на участие: нужна не ниже «педагог-эксперт».',
      kk: '«Педагог» санаты қатысуға құқық бермейді: кемінде «педагог-сарапшы» санаты қажет.',
    },
  },
  {
    reason: 'Документ об образовании не соответствует заявленному предмету',
    comment: {
      ru: 'Диплом по специальности «Химия», заявлен предмет «Биология». Приложите документ о переподготовке.',
      kk: 'Диплом «Химия» мамандығы бойынша, ал өтінімде «Биология» пәні көрсетілген. Қайта даярлау туралы құжатты қоса беріңіз.',
    },
  },
];

/** Which test a candidate who fails the tests most likely fails: the ones with the high thresholds. */
const FAILING_TEST_WEIGHTS = [0.45, 0.1, 0.15, 0.3];

/** A share of attempts run out of time and are graded on what they saved. */
const EXPIRED_SHARE = 0.07;

export interface Journey {
  track: PipelineTrack | null;
  timeline: Timeline;
}

interface JourneyInput {
  destination: Destination;
  tests: CatalogueTest[];
  themes: number;
}

const MINUTE_MS = 60_000;

/** A whole grade drawn around `mean` (sd 9), kept within [lowest, highest]. */
function gradeAround(random: Random, mean: number, lowest: number, highest: number): number {
  return Math.min(highest, Math.max(lowest, Math.round(random.normal(mean, 9))));
}

/** The stages each destination's applicants pass, in the pipeline's order. */
const STAGE_ORDER = [
  'application',
  'tests',
  'interview',
  'essay',
  'theory',
  'practice',
  'certificate',
] as const;

function reaches(destination: Destination, stage: (typeof STAGE_ORDER)[number]): boolean {
  return STAGE_ORDER.indexOf(DESTINATIONS[destination].stage) >= STAGE_ORDER.indexOf(stage);
}

/** Plans one applicant's history, step by step with realistic waits, up to where `destination` leaves them. */
export class JourneyPlanner {
  private readonly timeline = new Timeline();

  constructor(
    private readonly random: Random,
    private readonly input: JourneyInput,
  ) {}

  plan(): Journey {
    const { destination } = this.input;
    const track = this.trackOf(destination);
    this.application(track);
    if (track === null) return { track, timeline: this.timeline };
    this.timeline.after(this.random.between(1, 4) * MINUTE_MS).add({ type: 'account' });
    // Candidates are not all alike: their ability drives their tests and their grades.
    const ability = this.random.normal(
      destination === 'failed_tests' ? -0.6 : destination === 'at_tests' ? 0.2 : 0.7,
      0.6,
    );
    if (track === 'user' && !this.selection(ability)) return { track, timeline: this.timeline };
    this.course(ability);
    return { track, timeline: this.timeline };
  }

  private trackOf(destination: Destination): PipelineTrack | null {
    if (!reaches(destination, 'tests')) return null;
    if (!reaches(destination, 'theory')) return 'user';
    return this.random.chance(0.78) ? 'user' : 'direct_enroll';
  }

  /** Sent, then signed or refused by staff, then approved or rejected by the deputy; some take a while. */
  private application(track: PipelineTrack | null): void {
    const { destination } = this.input;
    const { random, timeline } = this;
    timeline.add({ type: 'submit' });
    if (destination === 'waiting_staff') return;
    timeline.after(random.chance(0.1) ? random.days(5, 12) : random.days(0.05, 4));
    if (destination === 'refused_by_staff') {
      timeline.add({ type: 'staff.refuse', refusal: random.pick(STAFF_REFUSALS) });
      return;
    }
    timeline.add({ type: 'staff.sign' });
    if (destination === 'waiting_deputy') return;
    timeline.after(random.chance(0.1) ? random.days(6, 14) : random.days(0.2, 5));
    if (destination === 'refused_by_deputy') {
      timeline.add({ type: 'deputy.reject', refusal: random.pick(DEPUTY_REFUSALS) });
      return;
    }
    timeline.add({ type: 'deputy.approve', role: track ?? 'user' });
  }

  /** The tests, the interview and the essay; false when the journey ends in them. */
  private selection(ability: number): boolean {
    return this.tests(ability) && this.interview() && this.essay(ability);
  }

  private attempt(test: CatalogueTest, ability: number, goal: AttemptGoal, finish?: AttemptFinish) {
    const { random } = this;
    const how: AttemptFinish = finish ?? (random.chance(EXPIRED_SHARE) ? 'expired' : 'submitted');
    const attempt = answerTest(random, test, ability, how, goal);
    const duration =
      how === 'expired'
        ? test.timeLimitMs + TEST_DEADLINE_GRACE_MS
        : test.timeLimitMs * (how === 'running' ? random.between(0.1, 0.6) : random.between(0.35, 0.95));
    this.timeline.add(
      { type: 'attempt', testId: test.id, finish: how, answers: attempt.answers },
      Math.round(duration),
    );
    return attempt.passed;
  }

  /** Waits before the next attempt: often straight on in one sitting, else another day. */
  private betweenAttempts(): void {
    const { random } = this;
    this.timeline.after(random.chance(0.6) ? random.between(2, 30) * MINUTE_MS : random.days(0.3, 4));
  }

  /** A round of attempts at `tests` with one goal each; answers the tests failed. */
  private round(tests: CatalogueTest[], ability: number, goals: AttemptGoal[]): CatalogueTest[] {
    const failed: CatalogueTest[] = [];
    tests.forEach((test, index) => {
      if (index > 0) this.betweenAttempts();
      if (!this.attempt(test, ability, goals[index] ?? 'any')) failed.push(test);
    });
    return failed;
  }

  /** Goals of a round that must fail one test, the one drawn by the failing weights among `tests`. */
  private failingGoals(tests: CatalogueTest[]): AttemptGoal[] {
    const { random } = this;
    const weights = tests.map((test) => FAILING_TEST_WEIGHTS[this.input.tests.indexOf(test)] ?? 0.1);
    const total = weights.reduce((sum, weight) => sum + weight);
    let left = random.between(0, total);
    const doomed = weights.findIndex((weight) => (left -= weight) < 0);
    return tests.map((_, index) => (index === Math.max(0, doomed) ? 'fail' : 'any'));
  }

  /**
   * The four tests, mostly in the catalogue's order. Candidates still at the tests have taken some (one may
   * be running now); a failed round may have been given a retake by an admin.
   */
  private tests(ability: number): boolean {
    const { destination } = this.input;
    const { random, timeline } = this;
    const order = random.chance(0.75) ? [...this.input.tests] : random.shuffle([...this.input.tests]);
    timeline.after(random.days(0.3, 6));
    if (destination === 'at_tests') {
      const taken = random.int(0, order.length - 1);
      if (taken > 0) this.round(order.slice(0, taken), ability, []);
      if (random.chance(0.3)) {
        if (taken > 0) this.betweenAttempts();
        this.attempt(order[taken] as CatalogueTest, ability, 'any', 'running');
      }
      return false;
    }
    const failing = destination === 'failed_tests';
    const retaken = random.chance(failing ? 0.2 : 0.12);
    const passing: AttemptGoal[] = order.map(() => 'pass');
    if (!failing && !retaken) {
      this.round(order, ability, passing);
      return true;
    }
    const failed = this.round(order, ability, this.failingGoals(order));
    if (!retaken) return false;
    timeline.after(random.days(3, 15)).add({ type: 'retake' }).after(random.days(0.5, 5));
    this.round(failed, ability, failing ? this.failingGoals(failed) : passing);
    return !failing;
  }

  /**
   * Invited to a session a few days on, graded after it. Candidates still at the interview may not be invited
   * yet, invited to an upcoming session, or have had it without a grade yet.
   */
  private interview(): boolean {
    const { destination } = this.input;
    const { random, timeline } = this;
    if (destination === 'at_interview') {
      const variant = random.next();
      if (variant < 0.45) return false;
      timeline
        .after(random.days(1, 5))
        .add({ type: 'invite', session: variant < 0.85 ? 'upcoming' : 'held' });
      return false;
    }
    timeline.after(random.days(1, 5)).add({ type: 'invite', session: 'graded' });
    timeline.after(random.days(2, 8)).add({ type: 'interview', passed: destination !== 'failed_interview' });
    return destination !== 'failed_interview';
  }

  /** A theme, a file a few days later, a grade a few days after: 50 or more passes. */
  private essay(ability: number): boolean {
    const { destination } = this.input;
    const { random, timeline } = this;
    const waiting = destination === 'at_essay';
    const stop = random.next();
    if (waiting && stop < 0.3) return false;
    timeline
      .after(random.days(1.2, 4))
      .add({ type: 'essay.theme', theme: random.int(0, this.input.themes - 1) });
    if (waiting && stop < 0.55) return false;
    timeline.after(random.days(1, 7)).add({ type: 'essay.upload' });
    if (waiting) return false;
    const passed = destination !== 'failed_essay';
    const grade = passed
      ? gradeAround(random, 70 + 8 * ability, ESSAY_PASS_GRADE, 100)
      : gradeAround(random, 38, 12, ESSAY_PASS_GRADE - 1);
    timeline.after(random.days(1, 6)).add({ type: 'essay.grade', grade });
    return passed;
  }

  /**
   * Enrolled in the course by an admin, a few weeks of theory, attached to the practice task, an answer, its
   * grade: a pass completes the course.
   */
  private course(ability: number): void {
    const { destination } = this.input;
    const { random, timeline } = this;
    const waiting = destination === 'at_theory';
    if (waiting && random.chance(0.15)) return;
    timeline.after(random.days(0.5, 4)).add({ type: 'enrol' });
    if (waiting) return;
    timeline.after(random.days(14, 40)).add({ type: 'practice.assign' });
    if (destination === 'at_practice' && random.chance(0.4)) return;
    timeline.after(random.days(2, 12)).add({ type: 'practice.answer' });
    if (destination === 'at_practice') return;
    const passed = destination !== 'failed_practice';
    const grade = passed
      ? gradeAround(random, 80 + 5 * ability, PRACTICE_PASS_GRADE, 100)
      : gradeAround(random, 50, 20, PRACTICE_PASS_GRADE - 1);
    timeline.after(random.days(1, 6)).add({ type: 'practice.grade', grade });
  }
}

/** How long ago the last step of a waiting or finished journey happened: the time spent where it stands. */
export function timeSinceLastStep(random: Random, destination: Destination, span: number, window: number) {
  const long = (share: number, short: [number, number], stuck: [number, number]) =>
    random.chance(share) ? random.days(...stuck) : random.days(...short);
  switch (destination) {
    case 'waiting_staff':
      return long(0.15, [0.02, 5], [8, 25]);
    case 'waiting_deputy':
      return long(0.3, [0.1, 6], [7, 21]);
    case 'at_tests':
      return long(0.25, [0.2, 10], [15, 50]);
    case 'at_interview':
      return long(0.2, [0.5, 12], [18, 40]);
    case 'at_essay':
      return long(0.15, [1, 12], [15, 35]);
    case 'at_theory':
      return random.days(2, 40);
    case 'at_practice':
      return long(0.2, [1, 14], [18, 35]);
    case 'eligible':
      return random.days(1, 25);
    default:
      // Refused and failed: any time over the window the history still fits in.
      return random.between(DAY_MS, Math.max(2 * DAY_MS, window - span - HOUR_MS));
  }
}
