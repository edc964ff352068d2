import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../core/auth/auth.decorators';
import type { UploadedFile } from '../../core/files/memory-upload';
import { CourseUsersService } from '../../modules/courses/course-users.service';
import { PracticeAnswersService } from '../../modules/practice/practice-answers.service';
import { PracticeAssignmentService } from '../../modules/practice/practice-assignment.service';
import { PracticeTasksService } from '../../modules/practice/practice-tasks.service';
import { DEMO_COURSE_TITLE } from './demo-courses';
import { simpleDocx } from './simple-docx';

/** The demo practice task; its presence tells that the practice demo data was seeded. */
export const DEMO_PRACTICE_TITLE = 'Экспертное заключение на параграф учебника';
const TITLE_KK = 'Оқулық параграфына сараптамалық қорытынды';

const INSTRUCTION =
  'Выберите один параграф учебника по своему предмету и подготовьте экспертное заключение по шаблону: ' +
  'соответствие стандарту, научность, доступность, методический аппарат, замечания с указанием страниц.';
const INSTRUCTION_KK =
  'Пәніңіз бойынша оқулықтың бір параграфын таңдап, үлгі бойынша сараптамалық қорытынды дайындаңыз: ' +
  'стандартқа сәйкестігі, ғылымилығы, түсініктілігі, әдістемелік аппараты, беттері көрсетілген ескертулер.';

const TEMPLATE = [
  'Экспертное заключение — шаблон / Сараптамалық қорытынды — үлгі',
  '1. Сведения об учебнике / Оқулық туралы мәліметтер.',
  '2. Соответствие стандарту / Стандартқа сәйкестігі.',
  '3. Научность и доступность / Ғылымилығы мен түсініктілігі.',
  '4. Методический аппарат / Әдістемелік аппарат.',
  '5. Замечания и выводы / Ескертулер мен қорытындылар.',
];

const ANSWER = [
  'Экспертное заключение: «Алгебра, 8 класс», § 12 «Квадратные уравнения»',
  'Содержание соответствует стандарту; определения даны корректно.',
  'Задания разноуровневые, но к пункту 3 не хватает примеров из жизни (с. 74).',
  'Қорытынды: параграф шағын түзетулермен ұсынылады.',
];

/** The deadline `days` from now: the end of that day in Kazakhstan. */
function deadlineIn(days: number): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return new Date(`${date}T23:59:59+05:00`).toISOString();
}

async function userId(dataSource: DataSource, username: string): Promise<number | undefined> {
  const [row] = (await dataSource.query('SELECT id FROM users WHERE username = $1', [username])) as Array<{
    id: number;
  }>;
  return row?.id;
}

const asUpload = (originalname: string, buffer: Buffer): UploadedFile => ({
  fieldname: 'files',
  originalname,
  mimetype: 'application/octet-stream',
  size: buffer.length,
  buffer,
});

/**
 * The practice demo, through the services as people would: `practitioner` (direct enrolment) is enrolled in
 * the demo course of demo-courses.ts (seeded before), attached by `admin` to a bilingual task with a template
 * file (which moves their pipeline to practice), and has sent an answer that waits for a grade at
 * `/admin/practice`. Runs only when the task is not there yet. Answers the usernames it moved.
 */
export async function seedDemoPractice(app: INestApplicationContext): Promise<string[]> {
  const dataSource = app.get(DataSource);
  const [exists] = (await dataSource.query('SELECT 1 FROM practice_tasks WHERE title = $1', [
    DEMO_PRACTICE_TITLE,
  ])) as unknown[];
  if (exists) return [];
  const [adminId, practitionerId] = await Promise.all(
    ['admin', 'practitioner'].map((username) => userId(dataSource, username)),
  );
  const [course] = (await dataSource.query('SELECT id FROM courses WHERE title = $1 ORDER BY id LIMIT 1', [
    DEMO_COURSE_TITLE,
  ])) as Array<{ id: number }>;
  if (!adminId || !practitionerId || !course) return [];
  const courseId = course.id;
  const session = { sessionId: 'demo-seed', expiresAt: 0 };
  const admin: AuthUser = { id: adminId, username: 'admin', role: 'admin', ...session };
  const practitioner: AuthUser = {
    id: practitionerId,
    username: 'practitioner',
    role: 'direct_enroll',
    ...session,
  };
  const links = { apiRoot: '/api/v1' };

  await app.get(CourseUsersService).add(courseId, [practitionerId], admin);
  const task = await app.get(PracticeTasksService).create(
    {
      title: DEMO_PRACTICE_TITLE,
      title_kk: TITLE_KK,
      instruction: INSTRUCTION,
      instruction_kk: INSTRUCTION_KK,
      deadline: deadlineIn(30),
      course: courseId,
    },
    [asUpload('Шаблон заключения — қорытынды үлгісі.docx', await simpleDocx(TEMPLATE))],
    admin,
    links,
  );
  await app.get(PracticeAssignmentService).addUsers(task.id, [practitionerId], admin);
  await app
    .get(PracticeAnswersService)
    .submit(
      practitioner,
      task.id,
      [asUpload('Заключение Жақсылықова С. — § 12.docx', await simpleDocx(ANSWER))],
      links,
    );
  return ['practitioner'];
}
