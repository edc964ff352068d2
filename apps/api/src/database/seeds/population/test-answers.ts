import type { Random } from './random';

/** A pre-course question as the population answers it: its options and the correct ones (ascending ids). */
export interface CatalogueQuestion {
  id: number;
  answerIds: number[];
  correctIds: number[];
}

/** A pre-course test of the candidate's pipeline: its pass threshold, time limit and questions in order. */
export interface CatalogueTest {
  id: number;
  threshold: number;
  timeLimitMs: number;
  questions: CatalogueQuestion[];
}

/** One saved answer of an attempt (an empty list is a question left unanswered). */
export interface SavedAnswer {
  questionId: number;
  answerIds: number[];
}

/** How an attempt ends: submitted in time, run out of time (its saved answers graded), or still running. */
export type AttemptFinish = 'submitted' | 'expired' | 'running';

export interface AttemptAnswers {
  answers: SavedAnswer[];
  /** As the API scores it: exactly the correct options count, 100 points shared by all questions. */
  score: number;
  passed: boolean;
}

/** What the attempt must come to: a pass, a fail, or whatever the candidate's ability gives. */
export type AttemptGoal = 'pass' | 'fail' | 'any';

const MAX_DRAWS = 40;

/** Item parameters derived from the question id (the same in every run): difficulty b and discrimination a. */
function itemOf(questionId: number): { a: number; b: number } {
  const unit = (salt: number) => {
    let h = Math.imul(questionId ^ salt, 0x9e3779b1);
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
    return ((h ^ (h >>> 13)) >>> 0) / 4_294_967_296;
  };
  const kind = unit(0x51);
  // Most items discriminate well, some hardly at all, a few the wrong way round (a miskeyed-looking item).
  const a =
    kind < 0.06 ? -0.5 + 0.35 * unit(0x7f) : kind < 0.18 ? 0.05 + 0.2 * unit(0x7f) : 0.7 + 1.5 * unit(0x7f);
  return { a, b: -1.9 + 3.3 * unit(0x2d) };
}

/** Three-parameter logistic model: the chance that a candidate of this ability answers the item right. */
function chanceOfRight(question: CatalogueQuestion, ability: number): number {
  const { a, b } = itemOf(question.id);
  const guess = 1 / Math.max(2, question.answerIds.length);
  return guess + (1 - guess) / (1 + Math.exp(-1.7 * a * (ability - b)));
}

function isRight(question: CatalogueQuestion, answerIds: number[]): boolean {
  return (
    answerIds.length === question.correctIds.length &&
    answerIds.every((id, index) => id === question.correctIds[index])
  );
}

function scoreOf(test: CatalogueTest, answers: SavedAnswer[]): AttemptAnswers {
  const byQuestion = new Map(answers.map((answer) => [answer.questionId, answer.answerIds]));
  const right = test.questions.filter((question) =>
    isRight(question, byQuestion.get(question.id) ?? []),
  ).length;
  const score = test.questions.length ? Math.round((10_000 * right) / test.questions.length) / 100 : 0;
  return { answers, score, passed: score >= test.threshold };
}

function wrongChoice(random: Random, question: CatalogueQuestion): number[] {
  const wrong = question.answerIds.filter((id) => !question.correctIds.includes(id));
  return wrong.length ? [random.pick(wrong)] : [];
}

function draw(random: Random, test: CatalogueTest, ability: number, finish: AttemptFinish): SavedAnswer[] {
  // An attempt that ran out of time, or is running, has saved only the questions reached so far.
  const reached =
    finish === 'submitted'
      ? test.questions.length
      : Math.max(1, Math.round(test.questions.length * random.between(0.4, 0.95)));
  return test.questions.slice(0, reached).map((question) => ({
    questionId: question.id,
    answerIds: random.chance(chanceOfRight(question, ability))
      ? [...question.correctIds]
      : random.chance(0.05)
        ? []
        : wrongChoice(random, question),
  }));
}

/**
 * Changes the answers least likely to have gone that way until the attempt meets its goal: the wrong or
 * unreached questions most likely to be right become right for a pass, the right ones least likely to be
 * right become wrong for a fail. Used only when forty draws at the candidate's ability all missed the goal.
 */
function forceGoal(
  random: Random,
  test: CatalogueTest,
  ability: number,
  answers: SavedAnswer[],
  goal: 'pass' | 'fail',
): AttemptAnswers {
  const byQuestion = new Map(answers.map((answer) => [answer.questionId, answer]));
  const order = [...test.questions].sort((x, y) =>
    goal === 'pass'
      ? chanceOfRight(y, ability) - chanceOfRight(x, ability)
      : chanceOfRight(x, ability) - chanceOfRight(y, ability),
  );
  let result = scoreOf(test, answers);
  for (const question of order) {
    if ((goal === 'pass') === result.passed) break;
    const answer = byQuestion.get(question.id);
    if (isRight(question, answer?.answerIds ?? []) === (goal === 'pass')) continue;
    const answerIds = goal === 'pass' ? [...question.correctIds] : wrongChoice(random, question);
    if (answer) answer.answerIds = answerIds;
    else answers.push({ questionId: question.id, answerIds });
    result = scoreOf(test, answers);
  }
  return result;
}

/**
 * A candidate's answers to one attempt, drawn question by question from their ability (so facility and
 * discrimination come out as in real data: able candidates answer the discriminating items right more often)
 * and drawn again until the attempt meets its goal.
 */
export function answerTest(
  random: Random,
  test: CatalogueTest,
  ability: number,
  finish: AttemptFinish,
  goal: AttemptGoal,
): AttemptAnswers {
  let answers = draw(random, test, ability, finish);
  for (let attempt = 1; attempt < MAX_DRAWS; attempt += 1) {
    const result = scoreOf(test, answers);
    if (goal === 'any' || (goal === 'pass') === result.passed) return result;
    answers = draw(random, test, ability, finish);
  }
  return goal === 'any' ? scoreOf(test, answers) : forceGoal(random, test, ability, answers, goal);
}
