import { DEFAULT_PIPELINE_THRESHOLDS } from '@expert-portal/machines';
import {
  PRE_COURSE_TEST_SEEDS,
  type PreCourseQuestionSeed,
  type PreCourseTestSeed,
} from '../../database/migrations/1763860000000-PreCourseTests.data';

// The tests' content lives only in the migration that seeds it (admins change it through the API afterwards):
// these checks read that frozen copy, which is what every new database starts with.

/** Letters of the Kazakh alphabet that Russian has not. */
const KAZAKH_LETTER = /[әғқңөұүһіӘҒҚҢӨҰҮҺІ]/;
/**
 * Texts that legitimately read the same in both languages: only digits, punctuation, symbols (№, +, @),
 * spaces and Latin letters — numbers, dates, times, codes, e-mail addresses.
 */
const SAME_IN_BOTH_LANGUAGES = /^[\p{N}\p{P}\p{S}\p{Zs}A-Za-z]+$/u;
/** A Latin letter glued to a Cyrillic one: almost always a look-alike typo (Latin «a» in a Russian word). */
const MIXED_SCRIPT = /[\p{Script=Cyrillic}][A-Za-z]|[A-Za-z][\p{Script=Cyrillic}]/u;
const LETTERS = 'ABCDE';

const EXPECTED = [
  {
    key: 'psycholinguistic',
    title: { ru: 'Психолингвистический тест', kk: 'Психолингвистикалық тест' },
    minutes: 60,
    questions: 15,
    pass: 70,
  },
  {
    key: 'verbal_analysis',
    title: { ru: 'Вербальный анализ', kk: 'Вербалды талдау' },
    minutes: 22,
    questions: 25,
    pass: 25,
  },
  {
    key: 'information_matching',
    title: { ru: 'Сопоставление информации', kk: 'Ақпаратты салыстыру' },
    minutes: 6,
    questions: 30,
    pass: 50,
  },
  {
    key: 'history_ethnography',
    title: { ru: 'История и этнография Казахстана', kk: 'Қазақстанның тарихы мен этнографиясы' },
    minutes: 15,
    questions: 10,
    pass: 70,
  },
] as const;

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
const correctIndex = (question: PreCourseQuestionSeed) =>
  question.answers.findIndex((answer) => answer.correct);

function eachQuestion(
  callback: (test: PreCourseTestSeed, question: PreCourseQuestionSeed, label: string) => void,
) {
  for (const test of PRE_COURSE_TEST_SEEDS) {
    test.questions.forEach((question, index) => callback(test, question, `${test.key} #${index + 1}`));
  }
}

describe('the seeded pre-course tests', () => {
  it('has the four tests in order with their time limits, sizes and pass marks', () => {
    expect(PRE_COURSE_TEST_SEEDS.map((test) => test.order)).toEqual([1, 2, 3, 4]);
    PRE_COURSE_TEST_SEEDS.forEach((test, index) => {
      const expected = EXPECTED[index];
      expect({
        key: test.key,
        title: test.title,
        minutes: test.timeLimitMinutes,
        questions: test.questions.length,
        pass: test.passPercent,
      }).toEqual(expected);
    });
  });

  it('uses the pass thresholds the candidate pipeline applies', () => {
    expect(PRE_COURSE_TEST_SEEDS.map((test) => test.passPercent)).toEqual([
      ...DEFAULT_PIPELINE_THRESHOLDS.tests,
    ]);
  });

  it('splits the psycholinguistic test into 5 + 5 + 5 tasks, in section order; the other tests have no sections', () => {
    const [psycholinguistic, ...others] = PRE_COURSE_TEST_SEEDS;
    expect(psycholinguistic.questions.map((question) => question.section)).toEqual([
      ...Array<string>(5).fill('text_analysis'),
      ...Array<string>(5).fill('professional_competence'),
      ...Array<string>(5).fill('critical_thinking'),
    ]);
    for (const question of psycholinguistic.questions.filter((q) => q.section === 'text_analysis')) {
      expect(question.passage).toBeDefined();
    }
    for (const test of others) {
      expect(test.questions.filter((question) => question.section !== undefined)).toEqual([]);
    }
  });

  it('gives every title, description, passage and question a Russian and a different Kazakh text', () => {
    const problems: string[] = [];
    const check = (label: string, text: { ru: string; kk: string }) => {
      if (!text.ru.trim() || !text.kk.trim()) problems.push(`${label}: empty text`);
      else if (normalise(text.ru) === normalise(text.kk))
        problems.push(`${label}: kk repeats ru «${text.ru}»`);
    };
    for (const test of PRE_COURSE_TEST_SEEDS) {
      check(`${test.key} title`, test.title);
      check(`${test.key} description`, test.description);
    }
    eachQuestion((_test, question, label) => {
      check(label, question);
      if (question.passage) check(`${label} passage`, question.passage);
    });
    expect(problems).toEqual([]);
  });

  it('gives every answer non-empty texts that differ between languages unless they are numbers, dates or codes', () => {
    const problems: string[] = [];
    eachQuestion((_test, question, label) => {
      question.answers.forEach((answer, index) => {
        const where = `${label} ${LETTERS[index]}`;
        if (!answer.ru.trim() || !answer.kk.trim()) problems.push(`${where}: empty text`);
        else if (normalise(answer.ru) === normalise(answer.kk) && !SAME_IN_BOTH_LANGUAGES.test(answer.ru)) {
          problems.push(`${where}: kk repeats ru «${answer.ru}»`);
        }
      });
    });
    expect(problems).toEqual([]);
  });

  it('has 2 to 5 distinct answers and exactly one correct answer per question', () => {
    const problems: string[] = [];
    eachQuestion((_test, question, label) => {
      const { answers } = question;
      if (answers.length < 2 || answers.length > 5) problems.push(`${label}: ${answers.length} answers`);
      const correct = answers.filter((answer) => answer.correct).length;
      if (correct !== 1) problems.push(`${label}: ${correct} correct answers`);
      for (const language of ['ru', 'kk'] as const) {
        const texts = answers.map((answer) => normalise(answer[language]));
        if (new Set(texts).size !== texts.length) problems.push(`${label}: duplicate ${language} answers`);
      }
    });
    expect(problems).toEqual([]);
  });

  it('keeps the usual four options everywhere but in match/differ pairs and the three zhuzes', () => {
    const counts = PRE_COURSE_TEST_SEEDS.map((test) =>
      test.questions.map((question) => question.answers.length),
    );
    expect(counts[0].every((count) => count === 4)).toBe(true);
    expect(counts[1].every((count) => count === 4)).toBe(true);
    expect(counts[2].filter((count) => count === 2)).toHaveLength(12);
    expect(counts[2].filter((count) => count === 4)).toHaveLength(18);
    expect(counts[3].filter((count) => count !== 4)).toEqual([3]);
  });

  it('writes Kazakh with Kazakh letters: in every test and in every question or its passage', () => {
    for (const test of PRE_COURSE_TEST_SEEDS) {
      const kazakh = test.questions.flatMap((question) => [
        question.kk,
        ...question.answers.map((a) => a.kk),
      ]);
      expect(KAZAKH_LETTER.test(kazakh.join(' '))).toBe(true);
      expect(KAZAKH_LETTER.test(test.title.kk + test.description.kk)).toBe(true);
    }
    const withoutKazakhLetters: string[] = [];
    eachQuestion((_test, question, label) => {
      if (!KAZAKH_LETTER.test(question.kk + (question.passage?.kk ?? ''))) withoutKazakhLetters.push(label);
    });
    expect(withoutKazakhLetters).toEqual([]);
  });

  it('mixes no Latin look-alike letters into Cyrillic words', () => {
    const mixed: string[] = [];
    const check = (label: string, text: string) => {
      if (MIXED_SCRIPT.test(text)) mixed.push(`${label}: ${text}`);
    };
    eachQuestion((_test, question, label) => {
      for (const language of ['ru', 'kk'] as const) {
        check(`${label} ${language}`, question[language]);
        if (question.passage) check(`${label} passage ${language}`, question.passage[language]);
        question.answers.forEach((answer, index) =>
          check(`${label} ${LETTERS[index]} ${language}`, answer[language]),
        );
      }
    });
    expect(mixed).toEqual([]);
  });

  it('places the correct answer at varied positions in every test', () => {
    for (const test of PRE_COURSE_TEST_SEEDS) {
      const positions = test.questions.map(correctIndex);
      const distinct = new Set(positions);
      expect(distinct.size).toBeGreaterThanOrEqual(test.questions.length >= 10 ? 3 : 2);
      for (const position of distinct) {
        expect(positions.filter((p) => p === position).length).toBeLessThanOrEqual(test.questions.length / 2);
      }
    }
  });

  describe('information matching', () => {
    const matching = PRE_COURSE_TEST_SEEDS[2];
    const PAIR = {
      ru: /^Совпадают ли записи: «(.+)» и «(.+)»\?$/,
      kk: /^Жазбалар сәйкес келе ме: «(.+)» және «(.+)»\?$/,
    };
    const SAMPLE = {
      ru: /^Какая запись полностью совпадает с образцом «(.+)»\?$/,
      kk: /^Қай жазба «(.+)» үлгісімен толық сәйкес келеді\?$/,
    };

    it('marks a pair as matching exactly when its two rows are identical, in both languages', () => {
      const pairs = matching.questions.filter((question) => PAIR.ru.test(question.ru));
      expect(pairs).toHaveLength(12);
      for (const question of pairs) {
        const ru = PAIR.ru.exec(question.ru);
        const kk = PAIR.kk.exec(question.kk);
        expect(kk).not.toBeNull();
        const same = ru![1] === ru![2];
        expect(kk![1] === kk![2]).toBe(same);
        expect(question.answers.map((answer) => answer.correct)).toEqual([same, !same]);
      }
      const matches = pairs.filter((question) => question.answers[0].correct).length;
      expect(matches).toBeGreaterThan(0);
      expect(matches).toBeLessThan(pairs.length);
    });

    it('has exactly one entry repeating the sample, the correct one, in both languages', () => {
      const lookUps = matching.questions.filter((question) => SAMPLE.ru.test(question.ru));
      expect(lookUps).toHaveLength(12);
      for (const question of lookUps) {
        for (const language of ['ru', 'kk'] as const) {
          const sample = SAMPLE[language].exec(question[language]);
          expect(sample).not.toBeNull();
          const repeating = question.answers.flatMap((answer, index) =>
            answer[language] === sample![1] ? [index] : [],
          );
          expect(repeating).toEqual([correctIndex(question)]);
        }
      }
    });
  });
});
