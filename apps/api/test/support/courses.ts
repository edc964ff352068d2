import { PNG } from 'pngjs';
import type { TestApp } from './test-app';

export const COURSES = '/api/v1/courses';

/** A small PNG that decodes: a course cover. */
export function smallPng(): Buffer {
  return PNG.sync.write(new PNG({ width: 2, height: 2 }));
}

/** The path of a link the API answers with (links carry the configured public address). */
export const pathOf = (url: string) => new URL(url, 'http://relative.invalid').pathname;

/** A course created through the API by an admin (multipart, both titles). */
export async function newCourse(
  t: TestApp,
  adminAuth: { Authorization: string },
  fields: Record<string, string> = {},
): Promise<{ id: number; title: string }> {
  const req = t.http.post(`${COURSES}/`).set(adminAuth);
  const values = {
    title: 'Экспертиза учебных материалов',
    title_kk: 'Оқу материалдарын сараптау',
    ...fields,
  };
  for (const [name, value] of Object.entries(values)) void req.field(name, value);
  return (await req.expect(201)).body as { id: number; title: string };
}

/** A lesson of a course created through the API by an admin. */
export async function newLesson(
  t: TestApp,
  adminAuth: { Authorization: string },
  courseId: number,
  fields: Record<string, unknown> = {},
): Promise<{ id: number; title: string }> {
  const res = await t.http
    .post(`${COURSES}/${courseId}/lessons/`)
    .set(adminAuth)
    .send({ title: 'Введение в экспертизу', date_time: '2026-09-01T10:00', ...fields })
    .expect(201);
  return res.body as { id: number; title: string };
}

/** Enrols users through the API. */
export async function enrol(
  t: TestApp,
  adminAuth: { Authorization: string },
  courseId: number,
  userIds: number[],
): Promise<void> {
  await t.http
    .post(`${COURSES}/${courseId}/add_users/`)
    .set(adminAuth)
    .send({ user_ids: userIds })
    .expect(200);
}
