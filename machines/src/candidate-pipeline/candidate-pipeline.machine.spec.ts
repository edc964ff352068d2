import { getAdjacencyMap, getShortestPaths } from '@xstate/graph';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import type { Actor } from '../core/actors';
import { allowedEvents } from '../core/allowed-events';
import { collectEffects, type EffectsFrom } from '../core/effects';
import { migrateSnapshot, persistSnapshot, restoreSnapshot } from '../core/persistence';
import { advanceWorkflow, startWorkflow } from '../core/workflow';
import { describeSnapshotFixtures, readFixture } from '../testing/fixtures';
import { pureStepper, type PureAction } from '../testing/pure-step';
import { at } from '../testing/time';
import { candidatePipelineEffectSchemas } from './candidate-pipeline.effects';
import {
  DEFAULT_PIPELINE_THRESHOLDS,
  candidatePipelineInputSchema,
  type CandidatePipelineEvent,
  type CandidatePipelineInput,
} from './candidate-pipeline.events';
import { CANDIDATE_PIPELINE_MACHINE_VERSION, candidatePipelineMachine } from './candidate-pipeline.machine';
import { candidatePipelineMigrations } from './candidate-pipeline.migrations';
import { candidatePipelineProjectionSchema, projectCandidatePipeline } from './candidate-pipeline.projection';
import { candidatePipelineWorkflow } from './candidate-pipeline.workflow';

type Snapshot = SnapshotFrom<typeof candidatePipelineMachine>;
type Effect = EffectsFrom<typeof candidatePipelineEffectSchemas>;

// ---- the rules, as the spec states them (independent of the machine's code) --------------------------

const SPEC = { tests: [70, 25, 50, 70], essay: 50, practice: 65 };
const DEFAULT_LIMIT_MS = 10 * 60_000;
const GRACE_MS = 30_000;
const LINKS = {
  interview: '/user/interview',
  essay: '/user/essay',
  theory: '/user/courses',
  practice: '/user/practice',
};

const USER = 9;
const ADMIN = 1;
const TEST_IDS = [101, 102, 103, 104];
// The psycholinguistic test has its own 60-minute limit; the others use the default.
const userInput: CandidatePipelineInput = candidatePipelineInputSchema.parse({
  user_id: USER,
  track: 'user',
  tests: TEST_IDS.map((test_id, index) => ({
    test_id,
    threshold: DEFAULT_PIPELINE_THRESHOLDS.tests[index],
    ...(index === 0 ? { time_limit_ms: 60 * 60_000 } : {}),
  })),
});
const directInput: CandidatePipelineInput = candidatePipelineInputSchema.parse({
  user_id: USER,
  track: 'direct_enroll',
});
const LIMITS = [60 * 60_000, DEFAULT_LIMIT_MS, DEFAULT_LIMIT_MS, DEFAULT_LIMIT_MS];

const system = { at: at(5), actor_id: null };
const candidate = { at: at(5), actor_id: USER };
const admin = { at: at(5), actor_id: ADMIN };

/** A test's start, a submission per score, its expiry, then the grading of the saved answers per score. */
const testEvents = (index: number, scores: number[]): CandidatePipelineEvent[] => [
  { type: 'test.start', test_id: TEST_IDS[index]!, time_limit_ms: LIMITS[index]!, ...system },
  ...scores.map((score): CandidatePipelineEvent => ({
    type: 'test.submit',
    test_id: TEST_IDS[index]!,
    score,
    ...system,
  })),
  { type: 'test.expire', test_id: TEST_IDS[index]!, ...system },
  ...scores.map((score): CandidatePipelineEvent => ({
    type: 'test.grade',
    test_id: TEST_IDS[index]!,
    score,
    ...system,
  })),
];

/** Boundary payloads for the traversal: each threshold met exactly, and just missed. */
const STAGE_EVENTS: CandidatePipelineEvent[] = [
  { type: 'interview.grade', passed: true, ...admin },
  { type: 'interview.grade', passed: false, ...admin },
  { type: 'essay.grade', grade: 50, ...admin },
  { type: 'essay.grade', grade: 49, ...admin },
  { type: 'practice.assign', task_id: 7, ...admin },
  { type: 'practice.grade', grade: 65, ...admin },
  { type: 'practice.grade', grade: 64.99, ...admin },
  { type: 'certificate.issue', certificate_id: 3, ...system },
  { type: 'retake.grant', comment: 'Повторная попытка', ...admin },
];
const TRAVERSAL_EVENTS = [
  ...SPEC.tests.flatMap((threshold, i) => testEvents(i, [threshold, threshold - 1])),
  ...STAGE_EVENTS,
];

/** The traversal's events plus extremes and unknown ids: every one must follow the rules or change nothing. */
const ALL_EVENTS: CandidatePipelineEvent[] = [
  ...TRAVERSAL_EVENTS,
  ...SPEC.tests.flatMap((_, i) => testEvents(i, [0, 100]).slice(1, 3)),
  { type: 'test.start', test_id: 999, time_limit_ms: DEFAULT_LIMIT_MS, ...system },
  { type: 'test.submit', test_id: 999, score: 100, ...system },
  { type: 'test.expire', test_id: 999, ...system },
  { type: 'test.grade', test_id: 999, score: 100, ...system },
  { type: 'essay.grade', grade: 100, ...admin },
  { type: 'essay.grade', grade: 0, ...admin },
  { type: 'practice.assign', task_id: 8, ...admin },
  { type: 'practice.grade', grade: 100, ...admin },
  { type: 'practice.grade', grade: 0, ...admin },
];

interface Model {
  state: string;
  tests: [string, number | null][];
  interview: boolean | null;
  essay: number | null;
  practice: [number, number | null] | null;
  certificate: number | null;
  failure: [string, string, number[], number | null] | null;
  unlocked: string[];
}

function modelOf(snapshot: Snapshot): Model {
  const { context } = snapshot;
  return {
    state: String(snapshot.value),
    tests: context.tests.map((test) => [test.status, test.score]),
    interview: context.interview?.passed ?? null,
    essay: context.essay?.grade ?? null,
    practice: context.practice && [context.practice.task_id, context.practice.result?.grade ?? null],
    certificate: context.certificate?.certificate_id ?? null,
    failure: context.failure && [
      context.failure.stage,
      context.failure.reason,
      context.failure.test_ids,
      context.failure.grade,
    ],
    unlocked: [...context.unlocked],
  };
}

function stageOpened(stage: keyof typeof LINKS): Effect {
  return {
    name: 'notify',
    params: {
      recipient: { user_id: USER },
      kind: 'stage_opened',
      title: {
        key: 'notification.stage_opened.title',
        params: { stage: { key: `notification.stage.${stage}` } },
      },
      body: { key: 'notification.stage_opened.body' },
      link: LINKS[stage],
    },
  };
}

function retakeGranted(stage: keyof typeof LINKS | 'tests'): Effect {
  return {
    name: 'notify',
    params: {
      recipient: { user_id: USER },
      kind: 'retake_granted',
      title: {
        key: 'notification.retake_granted.title',
        params: { stage: { key: `notification.stage.${stage}` } },
      },
      body: { key: 'notification.retake_granted.body' },
      link: stage === 'tests' ? '/user/tests' : LINKS[stage],
    },
  };
}

/** Enters a stage: the candidate is notified the first time it opens (never for the tests). */
function enter(model: Model, state: string, effects: Effect[]): { model: Model; effects: Effect[] } {
  const next = { ...model, state };
  if (state in LINKS && !model.unlocked.includes(state)) {
    next.unlocked = [...model.unlocked, state];
    effects.push(stageOpened(state as keyof typeof LINKS));
  }
  return { model: next, effects };
}

/** The oracle: what the spec says happens, or null when the event must change nothing. */
function rules(model: Model, event: CandidatePipelineEvent): { model: Model; effects: Effect[] } | null {
  const index = 'test_id' in event ? TEST_IDS.indexOf(event.test_id) : -1;
  switch (`${model.state} ${event.type}`) {
    case 'tests test.start': {
      if (index < 0 || model.tests[index]![0] !== 'not_started') return null;
      const tests = model.tests.map((test, i): [string, number | null] =>
        i === index ? ['in_progress', null] : test,
      );
      if (event.type !== 'test.start') return null;
      const due = new Date(Date.parse(event.at) + event.time_limit_ms + GRACE_MS).toISOString();
      const timer: Effect = {
        name: 'scheduleTimer',
        params: {
          key: `test:${TEST_IDS[index]}`,
          due_at: due,
          event: { type: 'test.expire', test_id: TEST_IDS[index]! },
        },
      };
      return { model: { ...model, tests }, effects: [timer] };
    }
    case 'tests test.expire': {
      // Out of time: the attempt closes and its saved answers go to be graded.
      if (index < 0 || model.tests[index]![0] !== 'in_progress') return null;
      const tests = model.tests.map((test, i): [string, number | null] =>
        i === index ? ['grading', null] : test,
      );
      const grade: Effect = {
        name: 'gradeAttempt',
        params: { user_id: USER, test_id: TEST_IDS[index]!, started_at: system.at },
      };
      return { model: { ...model, tests }, effects: [grade] };
    }
    case 'tests test.submit':
    case 'tests test.grade': {
      if (event.type !== 'test.submit' && event.type !== 'test.grade') return null;
      const from = event.type === 'test.submit' ? 'in_progress' : 'grading';
      if (index < 0 || model.tests[index]![0] !== from) return null;
      const status = event.score >= SPEC.tests[index]! ? 'passed' : 'failed';
      const tests = model.tests.map((test, i): [string, number | null] =>
        i === index ? [status, event.score] : test,
      );
      const effects: Effect[] =
        event.type === 'test.submit'
          ? [{ name: 'cancelTimer', params: { key: `test:${event.test_id}` } }]
          : [];
      const next = { ...model, tests };
      if (tests.every(([s]) => s === 'passed')) return enter(next, 'interview', effects);
      if (tests.every(([s]) => s === 'passed' || s === 'failed')) {
        const failedIds = TEST_IDS.filter((_, i) => tests[i]![0] === 'failed');
        return {
          model: { ...next, state: 'failed', failure: ['tests', 'tests_below_threshold', failedIds, null] },
          effects,
        };
      }
      return { model: next, effects };
    }
    case 'interview interview.grade':
      if (event.type !== 'interview.grade') return null;
      return event.passed
        ? enter({ ...model, interview: true }, 'essay', [])
        : {
            model: {
              ...model,
              state: 'failed',
              interview: false,
              failure: ['interview', 'interview_failed', [], null],
            },
            effects: [],
          };
    case 'essay essay.grade':
      if (event.type !== 'essay.grade') return null;
      return event.grade >= SPEC.essay
        ? enter({ ...model, essay: event.grade }, 'theory', [])
        : {
            model: {
              ...model,
              state: 'failed',
              essay: event.grade,
              failure: ['essay', 'essay_below_threshold', [], event.grade],
            },
            effects: [],
          };
    case 'theory practice.assign':
      if (event.type !== 'practice.assign') return null;
      return enter({ ...model, practice: [event.task_id, null] }, 'practice', []);
    case 'practice practice.grade': {
      if (event.type !== 'practice.grade') return null;
      const practice: [number, number | null] = [model.practice![0], event.grade];
      return event.grade >= SPEC.practice
        ? { model: { ...model, state: 'awaiting_certificate', practice }, effects: [] }
        : {
            model: {
              ...model,
              state: 'failed',
              practice,
              failure: ['practice', 'practice_below_threshold', [], event.grade],
            },
            effects: [],
          };
    }
    case 'awaiting_certificate certificate.issue':
      if (event.type !== 'certificate.issue') return null;
      return { model: { ...model, state: 'expert', certificate: event.certificate_id }, effects: [] };
    case 'failed retake.grant': {
      const stage = model.failure![0];
      const retaken = {
        ...model,
        failure: null,
        tests:
          stage === 'tests'
            ? model.tests.map((t): [string, number | null] => (t[0] === 'failed' ? ['not_started', null] : t))
            : model.tests,
        interview: stage === 'interview' ? null : model.interview,
        essay: stage === 'essay' ? null : model.essay,
        practice: stage === 'practice' ? ([model.practice![0], null] as [number, null]) : model.practice,
      };
      return enter(retaken, stage, [retakeGranted(stage as keyof typeof LINKS | 'tests')]);
    }
    default:
      return null;
  }
}

// ---- the machine, walked with XState's graph utilities ----------------------------------------------

const step = pureStepper(candidatePipelineMachine, userInput);

function start(input: CandidatePipelineInput = userInput): Snapshot {
  return initialTransition(candidatePipelineMachine, input)[0];
}

function run(events: CandidatePipelineEvent[], input: CandidatePipelineInput = userInput): Snapshot {
  return events.reduce((snapshot, event) => step(snapshot, event)[0], start(input));
}

function reachableFrom(input: CandidatePipelineInput): Snapshot[] {
  return Object.values(getAdjacencyMap(candidatePipelineMachine, { input, events: TRAVERSAL_EVENTS })).map(
    (entry) => entry.state,
  );
}

/** Checks every event in every state against the oracle; returns the disagreements (empty when all agree). */
function disagreements(states: Snapshot[], events: CandidatePipelineEvent[]): string[] {
  const found: string[] = [];
  for (const snapshot of states) {
    const model = modelOf(snapshot);
    for (const event of events) {
      const [next, actions] = step(snapshot, event);
      const expected = rules(model, event);
      const actual =
        next === snapshot
          ? null
          : { model: modelOf(next), effects: collectEffects(actions, candidatePipelineEffectSchemas) };
      if (JSON.stringify(actual) !== JSON.stringify(expected)) {
        found.push(
          `${JSON.stringify(model)} + ${JSON.stringify(event)}\n  machine: ${JSON.stringify(actual)}\n  rules:   ${JSON.stringify(expected)}`,
        );
        if (found.length >= 5) return found;
      }
    }
  }
  return found;
}

const userStates = reachableFrom(userInput);
const directStates = reachableFrom(directInput);

/** One snapshot per state value plus every 25th one: enough variety for the slower per-event comparisons. */
function sample(states: Snapshot[]): Snapshot[] {
  const firstOfValue = new Map<string, Snapshot>();
  for (const snapshot of states)
    if (!firstOfValue.has(String(snapshot.value))) firstOfValue.set(String(snapshot.value), snapshot);
  return [...new Set([...firstOfValue.values(), ...states.filter((_, i) => i % 25 === 0)])];
}

describe('candidatePipeline: model-based', () => {
  it('uses the spec thresholds by default: tests 70/25/50/70, essay 50, practice 65', () => {
    expect(DEFAULT_PIPELINE_THRESHOLDS).toEqual(SPEC);
  });

  it('the pure stepper used for the exhaustive checks agrees with xstate’s transition()', () => {
    for (const snapshot of [...new Set(sample(userStates).slice(0, 12))]) {
      for (const event of ALL_EVENTS) {
        const [viaXstate, xstateActions] = transition(candidatePipelineMachine, snapshot, event);
        const [viaStepper, stepperActions] = step(snapshot, event);
        expect(viaStepper === snapshot).toBe(viaXstate === snapshot);
        expect(viaStepper.value).toEqual(viaXstate.value);
        expect(viaStepper.context).toEqual(viaXstate.context);
        expect(collectEffects(stepperActions)).toEqual(collectEffects(xstateActions));
      }
    }
  });

  it('reaches every stage of both tracks, and direct_enroll never has tests, interview or essay', () => {
    const values = (states: Snapshot[]) => [...new Set(states.map((s) => String(s.value)))].sort();
    expect(values(userStates)).toEqual(
      [
        'awaiting_certificate',
        'essay',
        'expert',
        'failed',
        'interview',
        'practice',
        'tests',
        'theory',
      ].sort(),
    );
    expect(values(directStates)).toEqual(['awaiting_certificate', 'expert', 'failed', 'practice', 'theory']);
    expect(userStates.length).toBeGreaterThan(600);
  });

  it('projects every reachable state of both tracks onto what the web app’s projection schema reads', () => {
    const unread = [...userStates, ...directStates].map(projectCandidatePipeline).filter((projection) => {
      const parsed = candidatePipelineProjectionSchema.safeParse(projection);
      return !parsed.success || JSON.stringify(parsed.data) !== JSON.stringify(projection);
    });
    expect(unread.slice(0, 3)).toEqual([]);
  });

  it('user track: in every reachable state, every event follows the rules or leaves the snapshot unchanged', () => {
    expect(disagreements(userStates, ALL_EVENTS)).toEqual([]);
  });

  it('direct_enroll track: same check; it starts at theory with its notification', () => {
    expect(disagreements(directStates, ALL_EVENTS)).toEqual([]);
    const [first, actions] = initialTransition(candidatePipelineMachine, directInput);
    expect(first.value).toBe('theory');
    expect(collectEffects(actions, candidatePipelineEffectSchemas)).toEqual([stageOpened('theory')]);
  });

  it('along every shortest path (tests taken in order), states and effects follow the rules step by step', () => {
    // Offering only the first unfinished test's events keeps the path set small but reaches every stage.
    const inOrder = (snapshot: Snapshot) => {
      const next = snapshot.context.tests.findIndex(
        (t) => t.status === 'not_started' || t.status === 'in_progress' || t.status === 'grading',
      );
      return snapshot.matches('tests') && next >= 0
        ? testEvents(next, [SPEC.tests[next]!, SPEC.tests[next]! - 1])
        : STAGE_EVENTS;
    };
    const paths = getShortestPaths(candidatePipelineMachine, { input: userInput, events: inOrder });
    expect(paths.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const path of paths) {
      const [first, initialActions] = initialTransition(candidatePipelineMachine, userInput);
      if (collectEffects(initialActions).length > 0) problems.push('the user track starts with effects');
      let snapshot = first;
      let actions: PureAction[];
      const notified: string[] = [];
      for (const { event } of path.steps.slice(1)) {
        const expected = rules(modelOf(snapshot), event);
        [snapshot, actions] = step(snapshot, event);
        const effects = collectEffects(actions, candidatePipelineEffectSchemas);
        if (JSON.stringify({ model: modelOf(snapshot), effects }) !== JSON.stringify(expected)) {
          problems.push(
            `${JSON.stringify(event)} → ${JSON.stringify({ model: modelOf(snapshot), effects })}`,
          );
        }
        for (const effect of effects)
          if (effect.name === 'notify' && effect.params.kind === 'stage_opened')
            notified.push(effect.params.link ?? '');
      }
      if (JSON.stringify(snapshot.value) !== JSON.stringify(path.state.value))
        problems.push('path ends elsewhere');
      // A stage opens with one notification at most, whatever retakes happened on the way.
      if (new Set(notified).size !== notified.length) problems.push(`notified twice: ${notified.join(', ')}`);
    }
    expect(problems.slice(0, 5)).toEqual([]);
  });
});

describe('candidatePipeline: rules', () => {
  const passAllTests = SPEC.tests.flatMap((threshold, i) => testEvents(i, [threshold]).slice(0, 2));

  it('all four tests passed open the interview with the spec’s notification', () => {
    const [, actions] = transition(
      candidatePipelineMachine,
      run(passAllTests.slice(0, -1)),
      passAllTests.at(-1)!,
    );
    expect(collectEffects(actions, candidatePipelineEffectSchemas)).toEqual([
      { name: 'cancelTimer', params: { key: 'test:104' } },
      stageOpened('interview'),
    ]);
    expect(run(passAllTests).value).toBe('interview');
  });

  it('a test scored just under its threshold fails the tests stage once all four are done', () => {
    const events = SPEC.tests.flatMap((threshold, i) =>
      testEvents(i, [i === 1 ? threshold - 1 : threshold]).slice(0, 2),
    );
    const snapshot = run(events);
    expect(snapshot.value).toBe('failed');
    expect(snapshot.context.failure).toMatchObject({
      stage: 'tests',
      reason: 'tests_below_threshold',
      test_ids: [102],
    });
  });

  it('one attempt per test: a second start or a late submission changes nothing', () => {
    const started = run(testEvents(0, []).slice(0, 1));
    expect(started.context.tests[0]).toMatchObject({
      status: 'in_progress',
      started_at: at(5),
      deadline_at: at(65),
    });
    expect(step(started, testEvents(0, [])[0]!)[0]).toBe(started);
    const expired = run([testEvents(0, [])[0]!, testEvents(0, [])[1]!]);
    expect(expired.context.tests[0]).toMatchObject({ status: 'grading', score: null });
    expect(step(expired, { type: 'test.submit', test_id: 101, score: 100, ...system })[0]).toBe(expired);
  });

  it('an attempt out of time is graded on its saved answers and finishes at its deadline', () => {
    const expired = run([testEvents(0, [])[0]!, testEvents(0, [])[1]!]);
    const graded = step(expired, { type: 'test.grade', test_id: 101, score: 80, ...system, at: at(66) })[0];
    expect(graded.context.tests[0]).toMatchObject({
      status: 'passed',
      score: 80,
      finished_at: at(65),
      expired: true,
    });
    expect(step(graded, { type: 'test.grade', test_id: 101, score: 0, ...system })[0]).toBe(graded);
  });

  it('a retake of the tests resets only the failed tests and tells the candidate, without a second stage notice', () => {
    const events = SPEC.tests.flatMap((threshold, i) => testEvents(i, [i === 3 ? 0 : threshold]).slice(0, 2));
    const failed = run(events);
    const [retaken, actions] = transition(candidatePipelineMachine, failed, STAGE_EVENTS[8]!);
    expect(retaken.value).toBe('tests');
    expect(retaken.context.tests.map((t) => t.status)).toEqual(['passed', 'passed', 'passed', 'not_started']);
    expect(retaken.context.last_retake).toEqual({ stage: 'tests', at: admin.at, actor_id: ADMIN });
    expect(collectEffects(actions, candidatePipelineEffectSchemas)).toEqual([retakeGranted('tests')]);
  });

  it('projects the candidate’s progress, role and unlocked stages', () => {
    const interview = run(passAllTests);
    expect(projectCandidatePipeline(interview)).toMatchObject({
      position: 'interview',
      user_role: 'user',
      unlocked_stages: ['tests', 'interview'],
      failure: null,
    });
    const expert = run([...passAllTests, ...[0, 2, 4, 5, 7].map((i) => STAGE_EVENTS[i]!)]);
    expect(projectCandidatePipeline(expert)).toMatchObject({
      position: 'expert',
      user_role: 'expert',
      unlocked_stages: [],
      essay: { grade: 50, passed: true },
      practice: { task_id: 7, result: { grade: 65, passed: true } },
      certificate_id: 3,
    });
    expect(projectCandidatePipeline(start(directInput))).toMatchObject({
      position: 'theory',
      user_role: 'direct_enroll',
      unlocked_stages: ['theory'],
      tests: [],
    });
  });

  it('thresholds come from the input, so they can change without a new machine', () => {
    const strict = candidatePipelineInputSchema.parse({ ...userInput, essay_threshold: 80 });
    const atEssay = run([...passAllTests, STAGE_EVENTS[0]!], strict);
    expect(step(atEssay, { type: 'essay.grade', grade: 79, ...admin })[0].value).toBe('failed');
    expect(step(atEssay, { type: 'essay.grade', grade: 80, ...admin })[0].value).toBe('theory');
  });

  it('validates the input: four distinct tests for the user track, none for direct_enroll', () => {
    expect(
      candidatePipelineInputSchema.safeParse({ ...userInput, tests: userInput.tests.slice(0, 3) }).success,
    ).toBe(false);
    expect(candidatePipelineInputSchema.safeParse({ ...directInput, tests: userInput.tests }).success).toBe(
      false,
    );
    const duplicated = userInput.tests.map((test) => ({ ...test, test_id: 101 }));
    expect(candidatePipelineInputSchema.safeParse({ ...userInput, tests: duplicated }).success).toBe(false);
  });
});

describe('candidatePipeline: roles', () => {
  const expectedByState: Record<string, Partial<Record<Actor, string[]>>> = {
    tests: { system: ['test.start', 'test.submit', 'test.expire', 'test.grade'] },
    interview: { admin: ['interview.grade'] },
    essay: { admin: ['essay.grade'] },
    theory: { admin: ['practice.assign'] },
    practice: { admin: ['practice.grade'] },
    awaiting_certificate: { system: ['certificate.issue'] },
    failed: { admin: ['retake.grant'] },
    expert: {},
  };
  const actors: Actor[] = [
    'admin',
    'director',
    'deputy',
    'staff',
    'expert',
    'direct_enroll',
    'user',
    'analyst',
    'visitor',
    'system',
  ];

  it('allowedEvents gives each actor exactly its events in every reachable state', () => {
    const wrong: string[] = [];
    for (const snapshot of [...userStates, ...directStates]) {
      for (const actor of actors) {
        const expected = expectedByState[String(snapshot.value)]?.[actor] ?? [];
        const actual = allowedEvents(candidatePipelineMachine, snapshot, actor);
        if (actual.join() !== expected.join())
          wrong.push(`${String(snapshot.value)} ${actor}: ${actual.join()}`);
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('advanceWorkflow refuses a client-supplied start or score and accepts the system’s', () => {
    const { snapshot } = startWorkflow(candidatePipelineWorkflow, userInput);
    const start = testEvents(1, [])[0];
    expect(advanceWorkflow(candidatePipelineWorkflow, snapshot, start, 'user')).toEqual({
      ok: false,
      reason: 'forbidden',
    });
    const started = advanceWorkflow(candidatePipelineWorkflow, snapshot, start, 'system');
    if (!started.ok) throw new Error('test.start was refused');
    expect(started.effects).toEqual([
      {
        name: 'scheduleTimer',
        params: { key: 'test:102', due_at: at(15.5), event: { type: 'test.expire', test_id: 102 } },
      },
    ]);
    const submit = { type: 'test.submit', test_id: 102, score: 100, ...candidate };
    expect(advanceWorkflow(candidatePipelineWorkflow, started.snapshot, submit, 'user')).toEqual({
      ok: false,
      reason: 'forbidden',
    });
    expect(advanceWorkflow(candidatePipelineWorkflow, started.snapshot, submit, 'system')).toMatchObject({
      ok: true,
    });
  });
});

describe('candidatePipeline: persistence', () => {
  const roundTrip = (snapshot: Snapshot) =>
    restoreSnapshot(
      candidatePipelineMachine,
      JSON.parse(JSON.stringify(persistSnapshot(candidatePipelineMachine, snapshot))),
    );

  it('every reachable snapshot survives persist → JSON → restore unchanged', () => {
    const changed = [...userStates, ...directStates].filter((snapshot) => {
      const restored = roundTrip(snapshot);
      return (
        JSON.stringify(persistSnapshot(candidatePipelineMachine, restored)) !==
        JSON.stringify(persistSnapshot(candidatePipelineMachine, snapshot))
      );
    });
    expect(changed.map(modelOf)).toEqual([]);
  });

  it('a restored snapshot then behaves identically to the original under every event', () => {
    for (const snapshot of sample([...userStates, ...directStates])) {
      const restored = roundTrip(snapshot);
      for (const event of ALL_EVENTS) {
        const [fromOriginal, originalActions] = step(snapshot, event);
        const [fromRestored, restoredActions] = step(restored, event);
        expect(fromRestored === restored).toBe(fromOriginal === snapshot);
        expect(
          JSON.stringify([fromRestored.value, fromRestored.context, collectEffects(restoredActions)]),
        ).toBe(JSON.stringify([fromOriginal.value, fromOriginal.context, collectEffects(originalActions)]));
      }
    }
  });
});

describe('candidatePipeline: migrations', () => {
  it('v1 → v2: a started test gets its deadline (start + limit), one not started has none', () => {
    const v1 = readFixture(__dirname, 'candidate-pipeline', 1, () => {
      throw new Error('the v1 fixture is stored');
    });
    const context = v1.context as { tests: Record<string, unknown>[] };
    context.tests[3] = { ...context.tests[3], status: 'not_started', score: null, started_at: null };
    const migrated = migrateSnapshot(v1, 1, 2, candidatePipelineMigrations);
    const tests = (migrated.context as { tests: Record<string, unknown>[] }).tests;
    expect(tests[0]).toMatchObject({
      started_at: '2025-03-03T09:05:00.000Z',
      deadline_at: '2025-03-03T10:05:00.000Z',
    });
    expect(tests[3]).toMatchObject({ status: 'not_started', deadline_at: null });
  });
});

describeSnapshotFixtures({
  dir: __dirname,
  name: 'candidate-pipeline',
  machine: candidatePipelineMachine,
  version: CANDIDATE_PIPELINE_MACHINE_VERSION,
  migrations: candidatePipelineMigrations,
  // Representative stored instance: tests passed, interview passed, essay failed (a failure record).
  create: () =>
    persistSnapshot(
      candidatePipelineMachine,
      run([
        ...SPEC.tests.flatMap((threshold, i) => testEvents(i, [threshold]).slice(0, 2)),
        STAGE_EVENTS[0]!,
        STAGE_EVENTS[3]!,
      ]),
    ),
  behaves: (snapshot) => {
    expect(projectCandidatePipeline(snapshot)).toMatchObject({
      position: 'failed',
      failure: { stage: 'essay', reason: 'essay_below_threshold', grade: 49, threshold: 50 },
      unlocked_stages: ['tests', 'interview', 'essay'],
    });
    expect(allowedEvents(candidatePipelineMachine, snapshot, 'admin')).toEqual(['retake.grant']);
    const retaken = transition(candidatePipelineMachine, snapshot, STAGE_EVENTS[8]!)[0];
    expect(retaken.value).toBe('essay');
    const [theory, actions] = transition(candidatePipelineMachine, retaken, STAGE_EVENTS[2]!);
    expect(theory.value).toBe('theory');
    expect(collectEffects(actions, candidatePipelineEffectSchemas)).toEqual([stageOpened('theory')]);
  },
});
