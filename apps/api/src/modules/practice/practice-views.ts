import type {
  OwnPracticeAnswerDto,
  OwnPracticeTaskDto,
  PracticeAnswerDto,
  PracticeFileDto,
  PracticeTaskDto,
  PracticeUserDto,
} from '@expert-portal/contracts';
import type { Request } from 'express';
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

export interface TaskRow {
  id: number;
  title: string;
  title_kk: string;
  instruction: string;
  instruction_kk: string;
  deadline: Date;
  created_at: Date;
  course_id: number;
  course_title: string;
  course_title_kk: string;
  files: FileJson[];
}

export interface AnswerRow extends AnswerJson {
  user_id: number;
  user_name: string;
  username: string;
}

export interface AdminTaskRow extends TaskRow {
  users: PracticeUserDto[];
  answers: AnswerRow[];
  answers_count: number;
  graded_count: number;
}

export interface OwnTaskRow extends TaskRow {
  answer: AnswerJson | null;
  users: PracticeUserDto[];
  answers: AnswerRow[];
}

/** The files of `owner` (an SQL expression naming the link table's key) as a JSON list, by upload order. */
function filesJson(
  linkTable: 'practice_task_files' | 'practice_answer_files',
  column: string,
  owner: string,
) {
  return `coalesce((SELECT json_agg(json_build_object('id', f.id, 'name', f.original_name, 'size', f.size,
                                                     'mime', f.mime) ORDER BY l.id)
                      FROM ${linkTable} l JOIN stored_files f ON f.id = l.file_id
                     WHERE l.${column} = ${owner}), '[]'::json)`;
}

const TASK_COLUMNS = `
  t.id, t.title, t.title_kk, t.instruction, t.instruction_kk, t.deadline, t.created_at,
  c.id AS course_id, c.title AS course_title, c.title_kk AS course_title_kk,
  ${filesJson('practice_task_files', 'task_id', 't.id')} AS files`;

/** A user's fields on the practice screens, of the user `u`, as JSON. */
const USER_JSON = `json_build_object('id', u.id, 'name', u.name, 'username', u.username,
                                    'email', coalesce(u.email, ''), 'phone', coalesce(u.phone, ''))`;

/** The answers (`condition` on the answer `a`) with their users and files, as a JSON list by submission. */
function answersJson(condition: string) {
  return `coalesce((SELECT json_agg(json_build_object('id', a.id, 'task_id', a.task_id,
                                                     'submitted_at', a.submitted_at, 'grade', a.grade,
                                                     'passed', a.passed, 'graded_at', a.graded_at,
                                                     'files', ${filesJson('practice_answer_files', 'answer_id', 'a.id')},
                                                     'user_id', au.id, 'user_name', au.name,
                                                     'username', au.username) ORDER BY a.submitted_at, a.id)
                      FROM practice_answers a JOIN users au ON au.id = a.user_id
                     WHERE ${condition}), '[]'::json)`;
}

/** Every task column an admin reads; the caller adds WHERE, ORDER and LIMIT. */
export const SELECT_ADMIN_TASK = `
  SELECT ${TASK_COLUMNS},
         coalesce((SELECT json_agg(${USER_JSON} ORDER BY u.name, u.id)
                     FROM practice_task_users tu JOIN users u ON u.id = tu.user_id
                    WHERE tu.task_id = t.id), '[]'::json) AS users,
         ${answersJson('a.task_id = t.id')} AS answers,
         (SELECT count(*)::int FROM practice_answers a WHERE a.task_id = t.id) AS answers_count,
         (SELECT count(*)::int FROM practice_answers a WHERE a.task_id = t.id AND a.graded_at IS NOT NULL)
           AS graded_count
    FROM practice_tasks t JOIN courses c ON c.id = t.course_id`;

/**
 * The tasks of the user `$1` is attached to, each with their own answer: as `answer`, and as the spec reads
 * it, `users` (themselves) and `answers` (theirs, none or one).
 */
export const SELECT_OWN_TASK = `
  SELECT ${TASK_COLUMNS},
         (SELECT json_build_object('id', a.id, 'task_id', a.task_id, 'submitted_at', a.submitted_at,
                                   'grade', a.grade, 'passed', a.passed, 'graded_at', a.graded_at,
                                   'files', ${filesJson('practice_answer_files', 'answer_id', 'a.id')})
            FROM practice_answers a WHERE a.task_id = t.id AND a.user_id = tu.user_id) AS answer,
         (SELECT json_build_array(${USER_JSON}) FROM users u WHERE u.id = tu.user_id) AS users,
         ${answersJson('a.task_id = t.id AND a.user_id = tu.user_id')} AS answers
    FROM practice_task_users tu
    JOIN practice_tasks t ON t.id = tu.task_id
    JOIN courses c ON c.id = t.course_id
   WHERE tu.user_id = $1`;

/** Answers with their user and files; the caller adds WHERE and ORDER. */
export const SELECT_ANSWER = `
  SELECT a.id, a.task_id, a.user_id, u.name AS user_name, u.username, a.submitted_at, a.grade, a.passed,
         a.graded_at, ${filesJson('practice_answer_files', 'answer_id', 'a.id')} AS files
    FROM practice_answers a JOIN users u ON u.id = a.user_id`;

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

function taskFields(row: TaskRow, links: PracticeLinks) {
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

export function toOwnAnswer(answer: AnswerJson, links: PracticeLinks): OwnPracticeAnswerDto {
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
