import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../core/auth/auth.decorators';
import { EssayMeetingsService } from '../../modules/essays/essay-meetings.service';
import { EssayThemesService } from '../../modules/essays/essay-themes.service';
import { UserEssaysService } from '../../modules/essays/user-essays.service';
import { CandidateStagesService } from '../../modules/interviews/candidate-stages.service';
import { InterviewGradesService } from '../../modules/interviews/interview-grades.service';
import { InterviewsService } from '../../modules/interviews/interviews.service';
import { PreCourseAttemptsService } from '../../modules/pre-course-tests/pre-course-attempts.service';
import { PreCourseCatalogueService } from '../../modules/pre-course-tests/pre-course-catalogue.service';
import { simpleDocx } from './simple-docx';

/** The demo interview both selection accounts were invited to. */
export const DEMO_INTERVIEW_NAME = 'Собеседование кандидатов — поток 1';

const DEMO_THEMES = [
  {
    name: 'Роль учителя в формировании функциональной грамотности школьников',
    name_kk: 'Оқушылардың функционалдық сауаттылығын қалыптастырудағы мұғалімнің рөлі',
  },
  {
    name: 'Критериальное оценивание: справедливость и прозрачность',
    name_kk: 'Критериалды бағалау: әділдік пен ашықтық',
  },
  {
    name: 'Цифровые инструменты в современном уроке',
    name_kk: 'Заманауи сабақтағы цифрлық құралдар',
  },
];

const DEMO_ESSAY = [
  'Функциональная грамотность — это умение применять знания в жизни: прочитать инструкцию, сравнить ' +
    'тарифы, понять график в новостях, аргументированно возразить собеседнику.',
  'Учитель формирует её не отдельными упражнениями, а всей организацией урока. Когда ученик решает ' +
    'задачу из реальной ситуации, он учится переносить знания из предмета в предмет и видеть смысл учёбы.',
  'Важно давать открытые вопросы, обсуждать разные способы решения и оценивать по понятным критериям. ' +
    'Тогда ошибка становится шагом к пониманию, а не поводом для страха.',
  'Эксперт в образовании должен уметь увидеть эти приёмы на уроке коллеги, назвать сильные стороны ' +
    'и предложить конкретные шаги развития. В этом я вижу свою задачу.',
];

// Interviews and meetings take place a week and two weeks after the demo data is created, at 10:00 in Kazakhstan.
function daysAhead(days: number): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return `${date.toISOString().slice(0, 10)}T10:00`;
}

interface DemoSelectionServices {
  dataSource: DataSource;
  stages: CandidateStagesService;
  admin: AuthUser;
  app: INestApplicationContext;
}

async function userId(dataSource: DataSource, username: string): Promise<number | undefined> {
  const [row] = (await dataSource.query('SELECT id FROM users WHERE username = $1', [username])) as Array<{
    id: number;
  }>;
  return row?.id;
}

/**
 * Takes the four pre-course tests as the candidate would in the browser, with the right answers — but for
 * the first test a wrong answer to every question when `failFirst`, which fails the candidate at the tests.
 */
async function takeTests({ app, stages }: DemoSelectionServices, id: number, failFirst = false) {
  if ((await stages.stageOf(id)) !== 'tests') return;
  const attempts = app.get(PreCourseAttemptsService);
  const catalogue = app.get(PreCourseCatalogueService);
  for (const [index, test] of (await catalogue.list()).entries()) {
    const wrong = failFirst && index === 0;
    const questions = await catalogue.questions(test.id, true);
    await attempts.start(id, test.id);
    await attempts.submit(id, test.id, {
      answers: questions.map((question) => ({
        question_id: question.id,
        answer_id: question.answers
          .filter((answer) => answer.is_correct !== wrong)
          .slice(0, 1)
          .map((answer) => answer.id),
      })),
    });
  }
}

/** The demo interview: both accounts invited, `essayist` approved. */
async function interview(services: DemoSelectionServices, interviewee: number, essayist: number) {
  const { app, dataSource, stages, admin } = services;
  const exists = await dataSource.query('SELECT 1 FROM interviews WHERE name = $1', [DEMO_INTERVIEW_NAME]);
  if (exists.length) return;
  const invited = [interviewee, essayist];
  for (const id of invited) if ((await stages.stageOf(id)) !== 'interview') return;
  const interviews = app.get(InterviewsService);
  const created = await interviews.create(
    {
      name: DEMO_INTERVIEW_NAME,
      name_kk: 'Кандидаттармен сұхбат — 1-ағын',
      interview_time: daysAhead(7),
      link: 'https://zoom.us/j/4815162342',
    },
    admin,
    'ru',
  );
  await interviews.addUsers(created.id, invited);
  await app
    .get(InterviewGradesService)
    .grade(created.id, { user: essayist, passed: true, grade: 100 }, admin);
}

/** Three essay themes with a meeting each; `essayist` chose the first, joined its meeting and sent an essay. */
async function essay({ app, dataSource, stages, admin }: DemoSelectionServices, essayist: number) {
  const [{ count }] = (await dataSource.query('SELECT count(*)::int AS count FROM essay_themes')) as Array<{
    count: number;
  }>;
  if (count > 0) return;
  const themes = app.get(EssayThemesService);
  const meetings = app.get(EssayMeetingsService);
  const links = [
    'https://meet.google.com/abc-defg-hij',
    'https://zoom.us/j/2718281828',
    'https://teams.microsoft.com/l/meetup-join/demo',
  ];
  const created = [];
  for (const [index, theme] of DEMO_THEMES.entries()) {
    const saved = await themes.create(theme);
    created.push(
      await meetings.create(
        { theme: saved.id, link: links[index], meeting_time: daysAhead(14 + index) },
        admin,
        'ru',
      ),
    );
  }
  if ((await stages.stageOf(essayist)) !== 'essay') return;
  const [username] = (await dataSource.query('SELECT username FROM users WHERE id = $1', [
    essayist,
  ])) as Array<{
    username: string;
  }>;
  const candidate: AuthUser = { ...admin, id: essayist, username: username.username, role: 'user' };
  const essays = app.get(UserEssaysService);
  const essayLinks = { apiRoot: '/api/v1' };
  await essays.chooseTheme(candidate, created[0].theme.id, essayLinks);
  await meetings.addUsers(created[0].id, [essayist]);
  const file = await simpleDocx(DEMO_ESSAY);
  await essays.upload(
    candidate,
    { originalname: 'Эссе Тулегенов Е. — функциональная грамотность.docx', buffer: file },
    essayLinks,
  );
}

/**
 * Moves the selection demo accounts along their pipelines through the services, as people would in the
 * browser: `interviewee` passed the four tests and is invited to the demo interview; `essayist` passed the
 * interview, chose a theme, joined its meeting and uploaded an essay an admin can grade; `retaker` failed the
 * first test, so an admin can try a retake from the candidate's card. Each step runs only
 * when its data is not there yet, so a second run changes nothing. Answers the usernames it moved.
 */
export async function seedDemoSelection(app: INestApplicationContext): Promise<string[]> {
  const dataSource = app.get(DataSource);
  const [interviewee, essayist, retaker, adminId] = await Promise.all(
    ['interviewee', 'essayist', 'retaker', 'admin'].map((username) => userId(dataSource, username)),
  );
  if (!interviewee || !essayist || !adminId) return [];
  const stages = app.get(CandidateStagesService);
  const moved = { interviewee, essayist, retaker };
  const stagesNow = () => Promise.all(Object.values(moved).map((id) => (id ? stages.stageOf(id) : null)));
  const before = await stagesNow();
  const admin: AuthUser = {
    id: adminId,
    username: 'admin',
    role: 'admin',
    sessionId: 'demo-seed',
    expiresAt: 0,
  };
  const services = { app, dataSource, stages, admin };
  await takeTests(services, interviewee);
  await takeTests(services, essayist);
  if (retaker) await takeTests(services, retaker, true);
  await interview(services, interviewee, essayist);
  await essay(services, essayist);
  const after = await stagesNow();
  return Object.keys(moved).filter((_, index) => before[index] !== after[index]);
}
