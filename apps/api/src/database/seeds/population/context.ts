import type { INestApplicationContext } from '@nestjs/common';
import { countEssayWords } from '@expert-portal/contracts';
import { DataSource } from 'typeorm';
import { StorageService } from '../../../core/files/storage.service';
import { StoredFilesService } from '../../../core/files/stored-files.service';
import type { WorkflowActor } from '../../../core/workflow/workflow-access';
import { WorkflowRuntime } from '../../../core/workflow/workflow-runtime.service';
import { PRE_COURSE_TESTS } from '../../../modules/accounts/pipeline-starter.service';
import { hashPassword } from '../../../modules/auth/auth.service';
import { demoActor, loadReferences } from '../demo-applications';
import { DEMO_COURSE_TITLE } from '../demo-courses';
import { DEMO_PRACTICE_TITLE } from '../demo-practice';
import { DEMO_PASSWORD } from '../demo-users';
import { simpleDocx } from '../simple-docx';
import type { TakenIdentities } from './people';
import type { CatalogueTest } from './test-answers';

/** A document the population uploads, ready to store. */
export interface PopulationDocument {
  content: Buffer;
  words: number;
}

/** What the population is written with: the services, the demo staff, the lists, tests, course and files. */
export interface PopulationContext {
  dataSource: DataSource;
  runtime: WorkflowRuntime;
  storage: StorageService;
  storedFiles: StoredFilesService;
  actors: Record<'staff' | 'deputy' | 'director' | 'admin', WorkflowActor & { id: number }>;
  reference: Awaited<ReturnType<typeof loadReferences>>;
  tests: CatalogueTest[];
  courseId: number;
  practiceTaskId: number;
  themeIds: number[];
  /** The demo password's hash, so anyone may sign in as a population candidate (username = IIN). */
  passwordHash: string;
  /** One essay per theme, in Russian and in Kazakh. */
  essays: Array<Record<'ru' | 'kk', PopulationDocument>>;
  practiceAnswer: Buffer;
}

const ESSAYS: Array<Record<'ru' | 'kk', string[]>> = [
  {
    ru: [
      'Функциональная грамотность — это умение применять знания в жизни: понять инструкцию, сравнить тарифы, ' +
        'прочитать график в новостях.',
      'Учитель формирует её всей организацией урока: задачами из реальных ситуаций, открытыми вопросами, ' +
        'обсуждением разных способов решения.',
      'Эксперт должен увидеть эти приёмы на уроке коллеги и предложить конкретные шаги развития.',
    ],
    kk: [
      'Функционалдық сауаттылық — білімді өмірде қолдана білу: нұсқаулықты түсіну, тарифтерді салыстыру, ' +
        'жаңалықтардағы кестені оқу.',
      'Мұғалім оны сабақты ұйымдастыру арқылы қалыптастырады: өмірлік жағдаяттардан алынған есептер, ашық ' +
        'сұрақтар, шешудің әртүрлі жолдарын талқылау.',
      'Сарапшы әріптесінің сабағынан осы тәсілдерді көріп, нақты даму қадамдарын ұсына білуі керек.',
    ],
  },
  {
    ru: [
      'Критериальное оценивание делает отметку понятной: ученик заранее знает, что и как будет оцениваться.',
      'Дескрипторы помогают учителю быть справедливым, а ученику — видеть, чего не хватает до следующего уровня.',
      'Прозрачность оценивания снижает тревогу и превращает ошибку в шаг к пониманию.',
    ],
    kk: [
      'Критериалды бағалау бағаны түсінікті етеді: оқушы не және қалай бағаланатынын алдын ала біледі.',
      'Дескрипторлар мұғалімге әділ болуға, ал оқушыға келесі деңгейге не жетпейтінін көруге көмектеседі.',
      'Бағалаудың ашықтығы алаңдаушылықты азайтып, қатені түсінуге апаратын қадамға айналдырады.',
    ],
  },
  {
    ru: [
      'Цифровые инструменты полезны, когда служат цели урока, а не украшают его.',
      'Интерактивная доска, онлайн-тесты и виртуальные лаборатории дают быструю обратную связь и наглядность.',
      'Эксперт оценивает, помогает ли инструмент ученикам учиться, и доступен ли он каждому.',
    ],
    kk: [
      'Цифрлық құралдар сабақты безендіру үшін емес, оның мақсатына қызмет еткенде пайдалы.',
      'Интерактивті тақта, онлайн-тесттер мен виртуалды зертханалар жылдам кері байланыс пен көрнекілік береді.',
      'Сарапшы құралдың оқушылардың білім алуына көмектесетінін және әркімге қолжетімді екенін бағалайды.',
    ],
  },
];

const PRACTICE_ANSWER = [
  'Экспертное заключение на параграф учебника / Оқулық параграфына сараптамалық қорытынды',
  'Параграф соответствует стандарту; задания разноуровневые, примеры из жизни уместны.',
  'Замечания: на с. 48 не хватает вопросов на анализ; иллюстрация 3 не подписана.',
  'Қорытынды: параграф шағын түзетулермен оқу процесінде пайдалануға ұсынылады.',
];

async function document(paragraphs: string[]): Promise<PopulationDocument> {
  return { content: await simpleDocx(paragraphs), words: countEssayWords(paragraphs.join('\n')) };
}

/** The four pre-course tests of the pipeline with their time limits, thresholds and questions, as stored. */
async function loadTests(dataSource: DataSource): Promise<CatalogueTest[]> {
  const rows = (await dataSource.query(
    `SELECT t.id, t.time_limit_seconds,
            coalesce((SELECT json_agg(json_build_object('id', q.id,
                       'answerIds', (SELECT array_agg(a.id ORDER BY a.id) FROM pre_course_answers a
                                      WHERE a.question_id = q.id),
                       'correctIds', (SELECT coalesce(array_agg(a.id ORDER BY a.id), '{}') FROM pre_course_answers a
                                       WHERE a.question_id = q.id AND a.is_correct))
                     ORDER BY q.position, q.id)
                FROM pre_course_questions q WHERE q.test_id = t.id), '[]') AS questions
       FROM pre_course_tests t WHERE t.id = ANY($1::int[])`,
    [PRE_COURSE_TESTS.map((test) => test.test_id)],
  )) as Array<{ id: number; time_limit_seconds: number; questions: CatalogueTest['questions'] }>;
  return PRE_COURSE_TESTS.map((test) => {
    const row = rows.find((candidate) => candidate.id === test.test_id);
    if (!row?.questions.length) throw new Error(`The pre-course test ${test.test_id} has no questions.`);
    return {
      id: test.test_id,
      threshold: test.threshold,
      timeLimitMs: row.time_limit_seconds * 1000,
      questions: row.questions.map((question) => ({ ...question, answerIds: question.answerIds ?? [] })),
    };
  });
}

async function idOf(dataSource: DataSource, sql: string, value: string, missing: string): Promise<number> {
  const [row] = (await dataSource.query(sql, [value])) as Array<{ id: number }>;
  if (!row) throw new Error(`${missing} is missing: seed the demo data first (npm run seed:demo).`);
  return row.id;
}

/**
 * Everything the population needs, read once: it builds on the demo data (the staff accounts, the demo course
 * and its practice task, the essay themes), and says so when that is missing.
 */
export async function loadPopulationContext(app: INestApplicationContext): Promise<PopulationContext> {
  const dataSource = app.get(DataSource);
  const [staff, deputy, director, admin] = await Promise.all(
    ['staff', 'deputy', 'director', 'admin'].map((username) => demoActor(dataSource, username)),
  );
  const courseId = await idOf(
    dataSource,
    'SELECT id FROM courses WHERE title = $1 ORDER BY id LIMIT 1',
    DEMO_COURSE_TITLE,
    'The demo course',
  );
  const practiceTaskId = await idOf(
    dataSource,
    'SELECT id FROM practice_tasks WHERE title = $1 ORDER BY id LIMIT 1',
    DEMO_PRACTICE_TITLE,
    'The demo practice task',
  );
  const themes = (await dataSource.query('SELECT id FROM essay_themes ORDER BY id')) as Array<{ id: number }>;
  if (!themes.length) throw new Error('No essay theme exists: seed the demo data first (npm run seed:demo).');
  return {
    dataSource,
    runtime: app.get(WorkflowRuntime),
    storage: app.get(StorageService),
    storedFiles: app.get(StoredFilesService),
    actors: { staff, deputy, director, admin } as PopulationContext['actors'],
    reference: await loadReferences(dataSource),
    tests: await loadTests(dataSource),
    courseId,
    practiceTaskId,
    themeIds: themes.map((theme) => theme.id),
    passwordHash: await hashPassword(DEMO_PASSWORD),
    essays: await Promise.all(
      ESSAYS.map(async (essay) => ({ ru: await document(essay.ru), kk: await document(essay.kk) })),
    ),
    practiceAnswer: await simpleDocx(PRACTICE_ANSWER),
  };
}

/** The names, IINs and e-mails in use already, which new applicants must not repeat. */
export async function takenIdentities(dataSource: DataSource): Promise<TakenIdentities> {
  const rows = (await dataSource.query(
    `SELECT name, iin, email FROM applications
     UNION ALL SELECT name, coalesce(iin, username), email FROM users`,
  )) as Array<{ name: string; iin: string | null; email: string | null }>;
  return {
    names: new Set(rows.map((row) => row.name)),
    iins: new Set(rows.flatMap((row) => (row.iin ? [row.iin] : []))),
    emails: new Set(rows.flatMap((row) => (row.email ? [row.email.toLowerCase()] : []))),
  };
}
