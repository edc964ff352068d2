import type {
  OwnPracticeAnswerDto,
  OwnPracticeTaskDto,
  PracticeAnswerDto,
  PracticeFileDto,
  PracticeTaskDto,
  PracticeUserDto,
} from '@expert-portal/contracts';
import type { Request } from 'express';
import { sql, type Expression, type InferResult, type Kysely } from 'kysely';
import type { Database } from '../../core/database/typed-sql';
import { publicBase } from '../../core/http/paginate';

/** Where the answers' file links point: the API's public root. */
export interface PracticeLinks {
  apiRoot: string;
}

export function practiceLinks(req: Request): PracticeLinks {
  return { apiRoot: `${publicBase(req)}/api/v1` };
}

/** A stored file as the JSON of the queries below holds it. */
interface FileJson {
  id: number;
  name: string;
  size: number | string;
  mime: string;
}

/** An answer as the JSON of the queries below holds it (timestamps as PostgreSQL writes them in JSON). */
interface AnswerJson {
  id: number;
  task_id: number;
  submitted_at: string;
  grade: number | string | null;
  passed: boolean | null;
  graded_at: string | null;
  files: FileJson[];
}

/** An answer with its author, as the JSON of a task's answers holds it. */
interface AnswerWithUserJson extends AnswerJson {
  user_id: number;
  user_name: string;
  username: string;
}

/** An answer's fields as `toOwnAnswer` reads them: from a row (dates) or from JSON (dates as text). */
type AnswerFields = Omit<AnswerJson, 'submitted_at' | 'graded_at'> & {
  submitted_at: Date | string;
  graded_at: Date | string | null;
};

/** The files linked from `l` (practice_task_files or practice_answer_files) as a JSON list, by upload order. */
const FILES_JSON = sql<FileJson[]>`coalesce(json_agg(json_build_object('id', f.id, 'name', f.original_name,
                                                                      'size', f.size, 'mime', f.mime)
                                                    ORDER BY l.id), '[]'::json)`;

/** The files of the task `task` as a JSON list. */
function taskFilesJson(db: Kysely<Database>, task: Expression<number>) {
  return db
    .selectFrom('practice_task_files as l')
    .innerJoin('stored_files as f', 'f.id', 'l.file_id')
    .select(FILES_JSON.as('files'))
    .where('l.task_id', '=', task)
    .$asScalar();
}

/** The files of the answer `answer` as a JSON list. */
function answerFilesJson(db: Kysely<Database>, answer: Expression<number>) {
  return db
    .selectFrom('practice_answer_files as l')
    .innerJoin('stored_files as f', 'f.id', 'l.file_id')
    .select(FILES_JSON.as('files'))
    .where('l.answer_id', '=', answer)
    .$asScalar();
}

/** A user's fields on the practice screens, of the user `u`, as JSON. */
const USER_JSON = sql<PracticeUserDto>`json_build_object('id', u.id, 'name', u.name, 'username', u.username,
                                                         'email', coalesce(u.email, ''),
                                                         'phone', coalesce(u.phone, ''))`;

/** The users attached to the task `task`, by name, as a JSON list. */
function taskUsersJson(db: Kysely<Database>, task: Expression<number>) {
  return db
    .selectFrom('practice_task_users as tu')
    .innerJoin('users as u', 'u.id', 'tu.user_id')
    .select(
      sql<PracticeUserDto[]>`coalesce(json_agg(${USER_JSON} ORDER BY u.name, u.id), '[]'::json)`.as('users'),
    )
    .where('tu.task_id', '=', task)
    .$asScalar();
}

/** The answers to the task `task` (of the user `user` only, when given) with their users and files, by submission. */
function answersJson(db: Kysely<Database>, task: Expression<number>, user?: Expression<number>) {
  let answers = db
    .selectFrom('practice_answers as a')
    .innerJoin('users as au', 'au.id', 'a.user_id')
    .select((eb) =>
      sql<AnswerWithUserJson[]>`coalesce(json_agg(json_build_object(
          'id', a.id, 'task_id', a.task_id, 'submitted_at', a.submitted_at, 'grade', a.grade,
          'passed', a.passed, 'graded_at', a.graded_at, 'files', ${answerFilesJson(db, eb.ref('a.id'))},
          'user_id', au.id, 'user_name', au.name, 'username', au.username) ORDER BY a.submitted_at, a.id),
        '[]'::json)`.as('answers'),
    )
    .where('a.task_id', '=', task);
  if (user !== undefined) answers = answers.where('a.user_id', '=', user);
  return answers.$asScalar();
}

/** The task columns both views read, of the task `t` and its course `c`. */
const TASK_COLUMNS = [
  't.id',
  't.title',
  't.title_kk',
  't.instruction',
  't.instruction_kk',
  't.deadline',
  't.created_at',
  'c.id as course_id',
  'c.title as course_title',
  'c.title_kk as course_title_kk',
] as const;

/** Every task column an admin reads, of the task `t`; the caller adds WHERE, ORDER and LIMIT. */
export function adminTasks(db: Kysely<Database>) {
  return db
    .selectFrom('practice_tasks as t')
    .innerJoin('courses as c', 'c.id', 't.course_id')
    .select(TASK_COLUMNS)
    .select((eb) => [
      taskFilesJson(db, eb.ref('t.id')).as('files'),
      taskUsersJson(db, eb.ref('t.id')).as('users'),
      answersJson(db, eb.ref('t.id')).as('answers'),
      eb
        .selectFrom('practice_answers as a')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('a.task_id', '=', 't.id')
        .$asScalar()
        .as('answers_count'),
      eb
        .selectFrom('practice_answers as a')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('a.task_id', '=', 't.id')
        .where('a.graded_at', 'is not', null)
        .$asScalar()
        .as('graded_count'),
    ]);
}

/**
 * The tasks the user `userId` is attached to (`tu`), each with their own answer: as `answer`, and as the original
 * client reads it, `users` (themselves) and `answers` (theirs, none or one). The caller adds WHERE, ORDER and LIMIT.
 */
export function ownTasks(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('practice_task_users as tu')
    .innerJoin('practice_tasks as t', 't.id', 'tu.task_id')
    .innerJoin('courses as c', 'c.id', 't.course_id')
    .select(TASK_COLUMNS)
    .select((eb) => [
      taskFilesJson(db, eb.ref('t.id')).as('files'),
      eb
        .selectFrom('practice_answers as a')
        .select((answer) =>
          sql<AnswerJson>`json_build_object('id', a.id, 'task_id', a.task_id, 'submitted_at', a.submitted_at,
                                            'grade', a.grade, 'passed', a.passed, 'graded_at', a.graded_at,
                                            'files', ${answerFilesJson(db, answer.ref('a.id'))})`.as(
            'answer',
          ),
        )
        .whereRef('a.task_id', '=', 't.id')
        .whereRef('a.user_id', '=', 'tu.user_id')
        .as('answer'),
      eb
        .selectFrom('users as u')
        .select(sql<PracticeUserDto[]>`json_build_array(${USER_JSON})`.as('users'))
        .whereRef('u.id', '=', 'tu.user_id')
        .$asScalar()
        .as('users'),
      answersJson(db, eb.ref('t.id'), eb.ref('tu.user_id')).as('answers'),
    ])
    .where('tu.user_id', '=', userId);
}

/** Answers (`a`) with their user and files; the caller adds WHERE and ORDER. */
export function answerRows(db: Kysely<Database>) {
  return db
    .selectFrom('practice_answers as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select([
      'a.id',
      'a.task_id',
      'a.user_id',
      'u.name as user_name',
      'u.username',
      'a.submitted_at',
      'a.grade',
      'a.passed',
      'a.graded_at',
    ])
    .select((eb) => answerFilesJson(db, eb.ref('a.id')).as('files'));
}

type AdminTaskRow = InferResult<ReturnType<typeof adminTasks>>[number];
type OwnTaskRow = InferResult<ReturnType<typeof ownTasks>>[number];
type AnswerRow = Omit<AnswerWithUserJson, 'submitted_at' | 'graded_at'> & AnswerFields;

const isoOf = (value: Date | string) => new Date(value).toISOString();

function toFiles(files: FileJson[], path: string, links: PracticeLinks): PracticeFileDto[] {
  return files.map((file) => ({
    id: file.id,
    file: `${links.apiRoot}/${path}/${file.id}/`,
    name: file.name,
    size: Number(file.size),
    mime: file.mime,
  }));
}

function taskFields(row: AdminTaskRow | OwnTaskRow, links: PracticeLinks) {
  return {
    id: row.id,
    title: row.title,
    title_kk: row.title_kk,
    instruction: row.instruction,
    instruction_kk: row.instruction_kk,
    deadline: isoOf(row.deadline),
    course: { id: row.course_id, title: row.course_title, title_kk: row.course_title_kk },
    files: toFiles(row.files, `practice/${row.id}/files`, links),
    created_at: isoOf(row.created_at),
  };
}

export function toOwnAnswer(answer: AnswerFields, links: PracticeLinks): OwnPracticeAnswerDto {
  const graded = answer.graded_at !== null;
  return {
    id: answer.id,
    task: answer.task_id,
    files: toFiles(answer.files, `practice/${answer.task_id}/answer/${answer.id}/files`, links),
    submitted_at: isoOf(answer.submitted_at),
    grade: answer.grade === null ? null : Number(answer.grade),
    passed: answer.passed,
    has_grade: graded,
    graded_at: answer.graded_at === null ? null : isoOf(answer.graded_at),
  };
}

export function toAdminTask(row: AdminTaskRow, links: PracticeLinks): PracticeTaskDto {
  return {
    ...taskFields(row, links),
    users: row.users,
    answers: row.answers.map((answer) => toAnswer(answer, links)),
    answers_count: row.answers_count,
    graded_count: row.graded_count,
  };
}

/** `atPractice`: the user's pipeline is at practice, so an answer may be sent at all. */
export function toOwnTask(row: OwnTaskRow, links: PracticeLinks, atPractice: boolean): OwnPracticeTaskDto {
  const answer = row.answer && toOwnAnswer(row.answer, links);
  return {
    ...taskFields(row, links),
    answer,
    users: row.users,
    answers: row.answers.map((own) => toAnswer(own, links)),
    can_answer: atPractice && row.deadline.getTime() > Date.now() && !answer?.has_grade,
  };
}

export function toAnswer(row: AnswerRow, links: PracticeLinks): PracticeAnswerDto {
  return {
    ...toOwnAnswer(row, links),
    user: { id: row.user_id, name: row.user_name, username: row.username },
  };
}
