import type { INestApplicationContext } from '@nestjs/common';
import { candidatePipelineKey, candidatePipelineWorkflow } from '@expert-portal/machines';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../core/auth/auth.decorators';
import type { UploadedFile } from '../../core/files/memory-upload';
import { SYSTEM_ACTOR } from '../../core/workflow/workflow-access';
import { WorkflowRuntime } from '../../core/workflow/workflow-runtime.service';
import { hashPassword } from '../../modules/auth/auth.service';
import { pipelineInput } from '../../modules/accounts/pipeline-starter.service';
import { CertificateIssueService } from '../../modules/certificates/certificate-issue.service';
import { CertificateOrderApprovalsService } from '../../modules/certificates/certificate-order-approvals.service';
import { CertificateOrdersService } from '../../modules/certificates/certificate-orders.service';
import { CourseUsersService } from '../../modules/courses/course-users.service';
import { PracticeAnswersService } from '../../modules/practice/practice-answers.service';
import { PracticeAssignmentService } from '../../modules/practice/practice-assignment.service';
import { PracticeGradingService } from '../../modules/practice/practice-grading.service';
import { DEMO_COURSE_TITLE } from './demo-courses';
import { DEMO_PRACTICE_TITLE } from './demo-practice';
import { DEMO_PASSWORD } from './demo-users';
import { simpleDocx } from './simple-docx';

/** The organisations named on the demo courses' certificates; the first one's presence tells it was seeded. */
export const DEMO_CERTIFICATE_ORGANIZATIONS = [
  {
    name_ru: 'Республиканский центр экспертизы учебных изданий',
    name_kk: 'Оқу басылымдарын сараптаудың республикалық орталығы',
  },
  {
    name_ru: 'Институт повышения квалификации педагогов',
    name_kk: 'Педагогтердің біліктілігін арттыру институты',
  },
];

/** The demo courses of demo-courses.ts, whose certificates name the organisations. */
const DEMO_COURSE_TITLES = [DEMO_COURSE_TITLE, 'Цифровые образовательные ресурсы'];

/**
 * Graduates of the demo course, in pairs: the first two hold issued certificates (experts), the next two are
 * on an order the deputy signed (awaiting the director), the next two on an order awaiting the deputy, the
 * last two wait to be put on an order.
 */
export const DEMO_GRADUATES = [
  { username: 'certified1', lastName: 'Кемелова', firstName: 'Айгүл' },
  { username: 'certified2', lastName: 'Лұқпанов', firstName: 'Ерлан' },
  { username: 'graduate1', lastName: 'Аманова', firstName: 'Әйгерім' },
  { username: 'graduate2', lastName: 'Бекенов', firstName: 'Тимур' },
  { username: 'graduate3', lastName: 'Дәулетова', firstName: 'Гүлжан' },
  { username: 'graduate4', lastName: 'Ермеков', firstName: 'Нұрсұлтан' },
  { username: 'graduate5', lastName: 'Жұмабекова', firstName: 'Мадина' },
  { username: 'graduate6', lastName: 'Исаев', firstName: 'Қанат' },
];

/**
 * The demo orders: [Russian number, Kazakh number] of the issued one, of the one the deputy signed and of the
 * waiting one.
 */
export const DEMO_ORDER_NUMBERS = {
  issued: ['№ 105-П', '№ 105-Б'],
  signed: ['№ 112-П', '№ 112-Б'],
  waiting: ['№ 118-П', '№ 118-Б'],
} as const;

const ANSWER = [
  'Экспертное заключение на параграф учебника',
  'Параграф соответствует стандарту; задания разноуровневые, иллюстрации уместны.',
  'Қорытынды: параграф оқу процесінде пайдалануға ұсынылады.',
];

const asUpload = (originalname: string, buffer: Buffer): UploadedFile => ({
  fieldname: 'files',
  originalname,
  mimetype: 'application/octet-stream',
  size: buffer.length,
  buffer,
});

async function idOf(dataSource: DataSource, sql: string, value: string): Promise<number | undefined> {
  const [row] = (await dataSource.query(sql, [value])) as Array<{ id: number }>;
  return row?.id;
}

/**
 * The certificates demo, through the services as people would: two organisations on the demo courses; eight
 * graduates (direct enrolment, password demo12345) enrolled in the demo course, attached to its practice
 * task, answered and passed (so their pipelines await the certificate); `admin` orders the first pair, the
 * deputy signs, the director approves and issues them (experts with certificates: the public page, the
 * register); the second pair is ordered and signed by the deputy (the director's confirmation list), the third
 * ordered (the deputy's list), and the last pair stays eligible (/admin/eligible). Runs once, after the practice demo; answers the usernames
 * it created.
 */
export async function seedDemoCertificates(app: INestApplicationContext): Promise<string[]> {
  const dataSource = app.get(DataSource);
  const [exists] = (await dataSource.query('SELECT 1 FROM certificate_organizations WHERE name_ru = $1', [
    DEMO_CERTIFICATE_ORGANIZATIONS[0]!.name_ru,
  ])) as unknown[];
  if (exists) return [];
  const byUsername = 'SELECT id FROM users WHERE username = $1';
  const [adminId, deputyId, directorId, courseId, taskId] = await Promise.all([
    idOf(dataSource, byUsername, 'admin'),
    idOf(dataSource, byUsername, 'deputy'),
    idOf(dataSource, byUsername, 'director'),
    idOf(dataSource, 'SELECT id FROM courses WHERE title = $1 ORDER BY id LIMIT 1', DEMO_COURSE_TITLE),
    idOf(
      dataSource,
      'SELECT id FROM practice_tasks WHERE title = $1 ORDER BY id LIMIT 1',
      DEMO_PRACTICE_TITLE,
    ),
  ]);
  if (!adminId || !deputyId || !directorId || !courseId || !taskId) return [];
  const session = { sessionId: 'demo-seed', expiresAt: 0 };
  const admin: AuthUser = { id: adminId, username: 'admin', role: 'admin', ...session };
  const deputy: AuthUser = { id: deputyId, username: 'deputy', role: 'deputy', ...session };
  const director: AuthUser = { id: directorId, username: 'director', role: 'director', ...session };
  const links = { apiRoot: '/api/v1' };

  const organizations: number[] = [];
  for (const organization of DEMO_CERTIFICATE_ORGANIZATIONS) {
    const [row] = (await dataSource.query(
      'INSERT INTO certificate_organizations (name_ru, name_kk) VALUES ($1, $2) RETURNING id',
      [organization.name_ru, organization.name_kk],
    )) as Array<{ id: number }>;
    organizations.push(row!.id);
  }
  // Both demo courses name both organisations, the centre first.
  await dataSource.query(
    `INSERT INTO course_certificate_organizations (course_id, organization_id, position)
     SELECT c.id, o.id, o.position::smallint
       FROM courses c CROSS JOIN unnest($1::int[]) WITH ORDINALITY AS o(id, position)
      WHERE c.title = ANY($2::text[])`,
    [organizations, DEMO_COURSE_TITLES],
  );

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const runtime = app.get(WorkflowRuntime);
  const graduates: AuthUser[] = [];
  for (const graduate of DEMO_GRADUATES) {
    const [row] = (await dataSource.query(
      `INSERT INTO users (username, password_hash, role, name, first_name, last_name, email, workplace, demo)
       VALUES ($1, $2, 'direct_enroll', $3, $4, $5, $6, $7, true) RETURNING id`,
      [
        graduate.username,
        passwordHash,
        `${graduate.lastName} ${graduate.firstName}`,
        graduate.firstName,
        graduate.lastName,
        `${graduate.username}@example.kz`,
        'Средняя школа № 8, Костанай',
      ],
    )) as Array<{ id: number }>;
    await runtime.start({
      workflow: candidatePipelineWorkflow,
      businessKey: candidatePipelineKey(row!.id),
      input: pipelineInput(row!.id, 'direct_enroll'),
      actor: SYSTEM_ACTOR,
      ownerUserId: row!.id,
    });
    graduates.push({ id: row!.id, username: graduate.username, role: 'direct_enroll', ...session });
  }
  const ids = graduates.map((graduate) => graduate.id);
  await app.get(CourseUsersService).add(courseId, ids, admin);
  await app.get(PracticeAssignmentService).addUsers(taskId, ids, admin);
  const answers = app.get(PracticeAnswersService);
  const grading = app.get(PracticeGradingService);
  const orders = app.get(CertificateOrdersService);
  const approvals = app.get(CertificateOrderApprovalsService);
  for (const [index, graduate] of graduates.entries()) {
    const answer = await answers.submit(
      graduate,
      taskId,
      [asUpload(`Заключение ${DEMO_GRADUATES[index]!.lastName}.docx`, await simpleDocx(ANSWER))],
      links,
    );
    await grading.grade(taskId, answer.id, 80 + index, admin, links);
    if (index === 1 || index === 3) {
      const [act_number, act_number_kk] = index === 1 ? DEMO_ORDER_NUMBERS.issued : DEMO_ORDER_NUMBERS.signed;
      const order = await orders.create({ course: courseId, act_number, act_number_kk }, admin);
      const userIds = order.users.map((user) => user.id);
      await approvals.approve(order.id, 'deputy', userIds, deputy);
      if (index === 1) {
        // Issued two months ago for a year: the worker writes their documents once it runs.
        await approvals.approve(order.id, 'director', userIds, director);
        const start = new Date(Date.now() - 60 * 86_400_000);
        const end = new Date(start);
        end.setUTCFullYear(end.getUTCFullYear() + 1);
        const day = (date: Date) => date.toISOString().slice(0, 10);
        await app
          .get(CertificateIssueService)
          .issue(courseId, { start_date: day(start), expiration_date: day(end) }, director);
      }
    }
    if (index === 5) {
      const [act_number, act_number_kk] = DEMO_ORDER_NUMBERS.waiting;
      await orders.create({ course: courseId, act_number, act_number_kk }, admin);
    }
  }
  return DEMO_GRADUATES.map((graduate) => graduate.username);
}
