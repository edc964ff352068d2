import {
  courseSchema,
  interviewDetailSchema,
  lessonSchema,
  practiceTaskSchema,
  z,
} from '@expert-portal/contracts';
import { COURSES, newCourse, newLesson, smallPng } from './support/courses';
import { onePagePdf } from './support/documents';
import { daysFromNow, PRACTICE } from './support/practice';
import { signedIn, startTestApp, type TestApp } from './support/test-app';
import { unzip } from './support/unzip';

const TOO_LONG_RU = ['Слишком длинное значение.'];
const TOO_LONG_KK = ['Мән тым ұзын.'];

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: { content: Record<string, { schema?: unknown }> };
        responses: Record<string, { content?: unknown }>;
      }
    >
  >;
}

/**
 * The Kazakh texts of lessons, course descriptions, practice tasks and interviews (issue 27): optional on
 * create and update, empty allowed, as long as their Russian twins at most, returned on every read.
 */
describe('Kazakh content fields', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedIn>>;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedIn(t, 'admin');
  });
  afterAll(() => t.close());

  it('keeps a lesson’s Kazakh title and description, empty when not given, and names course zip folders by them', async () => {
    const course = await newCourse(t, admin.auth);
    const base = `${COURSES}/${course.id}/lessons`;
    const created = await t.http
      .post(`${base}/`)
      .set(admin.auth)
      .send({
        title: 'Введение',
        title_kk: '  Кіріспе ',
        description: 'Цели экспертизы',
        description_kk: 'Сараптаманың мақсаттары',
        date_time: '2026-09-01T10:00',
      })
      .expect(201);
    expect(lessonSchema.parse(created.body)).toMatchObject({
      title: 'Введение',
      title_kk: 'Кіріспе',
      description: 'Цели экспертизы',
      description_kk: 'Сараптаманың мақсаттары',
    });
    const plain = lessonSchema.parse(
      (await newLesson(t, admin.auth, course.id, { title: 'Без перевода' })) as unknown,
    );
    expect(plain).toMatchObject({ title_kk: '', description_kk: '' });

    const list = z.array(lessonSchema).parse((await t.http.get(`${base}/`).set(admin.auth).expect(200)).body);
    expect(list.map((lesson) => [lesson.title, lesson.title_kk])).toEqual([
      ['Введение', 'Кіріспе'],
      ['Без перевода', ''],
    ]);

    const cleared = await t.http
      .patch(`${base}/${created.body.id}/`)
      .set(admin.auth)
      .send({ description_kk: '' })
      .expect(200);
    expect(cleared.body).toMatchObject({ title_kk: 'Кіріспе', description_kk: '' });
    const renamed = await t.http
      .patch(`${base}/${plain.id}/`)
      .set(admin.auth)
      .send({ title_kk: 'Аудармасыз' })
      .expect(200);
    expect(renamed.body).toMatchObject({ title: 'Без перевода', title_kk: 'Аудармасыз' });

    const long = await t.http
      .post(`${base}/`)
      .set(admin.auth)
      .send({ title: 'Урок', title_kk: 'ә'.repeat(301), date_time: '2026-09-01T10:00' })
      .expect(400);
    expect(long.body).toEqual({ title_kk: TOO_LONG_RU });
    const longKk = await t.http
      .patch(`${base}/${plain.id}/`)
      .set(admin.auth)
      .set('Accept-Language', 'kk')
      .send({ description_kk: 'ә'.repeat(20_001) })
      .expect(400);
    expect(longKk.body).toEqual({ description_kk: TOO_LONG_KK });
    for (const title of ['ә'.repeat(300), 'Аудармасыз']) {
      await t.http.patch(`${base}/${plain.id}/`).set(admin.auth).send({ title_kk: title }).expect(200);
    }

    for (const lesson of [created.body.id as number, plain.id]) {
      await t.http
        .post(`${base}/${lesson}/upload_files/`)
        .set(admin.auth)
        .attach('files', onePagePdf(), 'Дәріс.pdf')
        .expect(201);
    }
    const zipFolders = async (language: string) => {
      const zip = await t.http
        .get(`${COURSES}/${course.id}/download_all/`)
        .set(admin.auth)
        .set('Accept-Language', language)
        .responseType('blob')
        .expect(200);
      return [...(await unzip(zip.body as Buffer)).keys()].map((name) => name.split('/')[0]);
    };
    expect(await zipFolders('ru')).toEqual(['01 Введение', '02 Без перевода']);
    expect(await zipFolders('kk')).toEqual(['01 Кіріспе', '02 Аудармасыз']);
  });

  it('keeps a course’s Kazakh description through create, update and reads, and searches it', async () => {
    const res = await t.http
      .post(`${COURSES}/`)
      .set(admin.auth)
      .field('title', 'Методика оценивания')
      .field('title_kk', 'Бағалау әдістемесі')
      .field('description', 'Критерии и рубрики')
      .field('description_kk', 'Критерийлер мен рубрикалар')
      .attach('image', smallPng(), 'обложка.png')
      .expect(201);
    const course = courseSchema.parse(res.body);
    expect(course).toMatchObject({
      description: 'Критерии и рубрики',
      description_kk: 'Критерийлер мен рубрикалар',
    });
    const read = await t.http.get(`${COURSES}/${course.id}/`).set(admin.auth).expect(200);
    expect(read.body).toMatchObject({ description_kk: 'Критерийлер мен рубрикалар' });
    const found = await t.http
      .get(`${COURSES}/?search=${encodeURIComponent('рубрикалар')}`)
      .set(admin.auth)
      .expect(200);
    expect(found.body.results.map((item: { id: number }) => item.id)).toEqual([course.id]);

    const cleared = await t.http
      .patch(`${COURSES}/${course.id}/`)
      .send({ description_kk: '' })
      .set(admin.auth)
      .expect(200);
    expect(cleared.body).toMatchObject({ description: 'Критерии и рубрики', description_kk: '' });
    const gone = await t.http
      .get(`${COURSES}/?search=${encodeURIComponent('рубрикалар')}`)
      .set(admin.auth)
      .expect(200);
    expect(gone.body.count).toBe(0);

    const plain = await newCourse(t, admin.auth);
    expect((await t.http.get(`${COURSES}/${plain.id}/`).set(admin.auth).expect(200)).body).toMatchObject({
      description_kk: '',
    });
    const long = await t.http
      .patch(`${COURSES}/${course.id}/`)
      .set(admin.auth)
      .set('Accept-Language', 'kk')
      .field('description_kk', 'ә'.repeat(20_001))
      .expect(400);
    expect(long.body).toEqual({ description_kk: TOO_LONG_KK });
  });

  it('keeps a practice task’s Kazakh title and instruction, empty when not given, and searches them', async () => {
    const course = await newCourse(t, admin.auth);
    const task = {
      title: 'Анализ урока',
      instruction: 'Проанализируйте урок коллеги.',
      deadline: daysFromNow(14),
      course: course.id,
    };
    const created = await t.http
      .post(`${PRACTICE}/`)
      .set(admin.auth)
      .send({ ...task, title_kk: 'Сабақты талдау', instruction_kk: 'Әріптесіңіздің сабағын талдаңыз.' })
      .expect(201);
    expect(practiceTaskSchema.parse(created.body)).toMatchObject({
      title_kk: 'Сабақты талдау',
      instruction_kk: 'Әріптесіңіздің сабағын талдаңыз.',
    });
    const read = await t.http.get(`${PRACTICE}/${created.body.id}/`).set(admin.auth).expect(200);
    expect(read.body).toMatchObject({ title_kk: 'Сабақты талдау' });
    const found = await t.http
      .get(`${PRACTICE}/?search=${encodeURIComponent('әріптесіңіздің')}`)
      .set(admin.auth)
      .expect(200);
    expect(found.body.results.map((item: { id: number }) => item.id)).toEqual([created.body.id]);

    const multipart = await t.http
      .post(`${PRACTICE}/`)
      .set(admin.auth)
      .field('title', task.title)
      .field('title_kk', '')
      .field('instruction', task.instruction)
      .field('deadline', task.deadline)
      .field('course', String(course.id))
      .expect(201);
    expect(multipart.body).toMatchObject({ title_kk: '', instruction_kk: '' });

    const long = await t.http
      .post(`${PRACTICE}/`)
      .set(admin.auth)
      .send({ ...task, title_kk: 'ә'.repeat(301), instruction_kk: 'ә'.repeat(20_001) })
      .expect(400);
    expect(long.body).toEqual({ title_kk: TOO_LONG_RU, instruction_kk: TOO_LONG_RU });
  });

  it('keeps an interview’s Kazakh name for admins and the invited, empty when not given', async () => {
    const interview = {
      name: 'Собеседование, поток 3',
      interview_time: '2026-05-04T10:00',
      link: 'https://zoom.us/j/3',
    };
    const created = await t.http
      .post('/api/v1/pre_course_interviews/')
      .set(admin.auth)
      .send({ ...interview, name_kk: ' Сұхбат, 3-ағын ' })
      .expect(201);
    expect(created.body).toMatchObject({ name: 'Собеседование, поток 3', name_kk: 'Сұхбат, 3-ағын' });
    const detail = await t.http
      .get(`/api/v1/pre_course_interviews/${created.body.id}/`)
      .set(admin.auth)
      .expect(200);
    expect(interviewDetailSchema.parse(detail.body)).toMatchObject({ name_kk: 'Сұхбат, 3-ағын' });
    const list = await t.http.get('/api/v1/pre_course_interviews/').set(admin.auth).expect(200);
    expect(list.body.results).toContainEqual(
      expect.objectContaining({ id: created.body.id, name_kk: 'Сұхбат, 3-ағын' }),
    );

    const plain = await t.http
      .post('/api/v1/pre_course_interviews/')
      .set(admin.auth)
      .send(interview)
      .expect(201);
    expect(plain.body).toMatchObject({ name_kk: '' });
    const long = await t.http
      .post('/api/v1/pre_course_interviews/')
      .set(admin.auth)
      .set('Accept-Language', 'kk')
      .send({ ...interview, name_kk: 'ә'.repeat(301) })
      .expect(400);
    expect(long.body).toEqual({ name_kk: TOO_LONG_KK });
  });

  it('documents the Kazakh fields in the OpenAPI document, on requests and answers', async () => {
    const document = (await t.http.get('/api/v1/openapi.json').expect(200)).body as OpenApiDocument;
    const text = (value: unknown) => JSON.stringify(value);
    const body = (path: string) =>
      text(
        Object.values(document.paths[path].post.requestBody?.content ?? {}).map((content) => content.schema),
      );
    expect(body('/api/v1/courses/{id}/lessons')).toContain('"title_kk"');
    expect(body('/api/v1/courses')).toContain('"description_kk"');
    expect(body('/api/v1/practice')).toContain('"instruction_kk"');
    expect(body('/api/v1/pre_course_interviews')).toContain('"name_kk"');
    const answer = (path: string) => text(document.paths[path].get.responses['200'].content);
    expect(answer('/api/v1/courses/{id}/lessons')).toContain('"description_kk"');
    expect(answer('/api/v1/courses/{id}')).toContain('"description_kk"');
    expect(answer('/api/v1/practice/{id}')).toContain('"instruction_kk"');
    expect(answer('/api/v1/pre_course_interviews/{id}')).toContain('"name_kk"');
  });
});
