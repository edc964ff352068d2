import { RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer, Reflector } from '@nestjs/core';
import {
  ROLES as ALL_ROLES,
  translate,
  type CertificateOrderDetailDto,
  type Role,
} from '@expert-portal/contracts';
import { simplePdf } from '../src/database/seeds/simple-pdf';
import { IS_PUBLIC, ROLES } from '../src/core/auth/auth.decorators';
import { newApplication, PDF, PNG } from './support/applications';
import { eligibleUsers, graduateNames, ORDERS } from './support/certificates';
import { COURSES, newCourse as newAdminCourse, newLesson, pathOf, smallPng } from './support/courses';
import { newCourse } from './support/practice';
import { signedIn, startTestApp, type TestApp } from './support/test-app';

// Jest's default is too short for the sweep over every role-restricted route.
jest.setTimeout(120_000);

const SIGN_FORBIDDEN = 'Недостаточно прав для подписания.';
const FORBIDDEN = { detail: translate('ru', 'auth.forbidden') };

type SignedIn = Awaited<ReturnType<typeof signedIn>>;

interface Route {
  name: string;
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  roles: readonly Role[] | undefined;
  isPublic: boolean;
}

const METHODS: Partial<Record<RequestMethod, Route['method']>> = {
  [RequestMethod.GET]: 'get',
  [RequestMethod.POST]: 'post',
  [RequestMethod.PUT]: 'put',
  [RequestMethod.PATCH]: 'patch',
  [RequestMethod.DELETE]: 'delete',
};

const joinPath = (...parts: string[]) =>
  parts
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/');

/** Every route the application mounted, with the roles the access guard lets through (Nest's own metadata). */
function mountedRoutes(t: TestApp): Route[] {
  const reflector = t.app.get(Reflector);
  const routes: Route[] = [];
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type<unknown> | null;
      if (!controller) continue;
      const base = [Reflect.getMetadata(PATH_METADATA, controller) as string | string[]].flat()[0] ?? '';
      const prototype = controller.prototype as Record<string, unknown>;
      for (const key of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[key];
        if (key === 'constructor' || typeof handler !== 'function') continue;
        const method = METHODS[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        if (!method) continue;
        const own = [Reflect.getMetadata(PATH_METADATA, handler) as string | string[]].flat()[0] ?? '';
        const targets = [handler, controller];
        routes.push({
          name: `${controller.name}.${key}`,
          method,
          path: joinPath(base, own),
          roles: reflector.getAllAndOverride<Role[] | undefined>(ROLES, targets),
          isPublic: reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets) ?? false,
        });
      }
    }
  }
  return routes;
}

/** A concrete address for a route template: a real machine, language and document field, else id 1. */
function concretePath(template: string): string {
  const values: Record<string, string> = {
    machine: 'applicationSigning',
    language: 'ru',
    field: 'identity_doc',
  };
  return `/api/v1/${template.replace(/:(\w+)/g, (_, name: string) => values[name] ?? '1')}/`;
}

/** A PDF that runs JavaScript when opened (an /OpenAction), yet well-formed enough for the upload check. */
function pdfWithJavaScript(): Buffer {
  return simplePdf([
    '<< /Type /Catalog /Pages 2 0 R /OpenAction 5 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 72] /Contents 4 0 R >>',
    '<< /Length 0 >>\nstream\n\nendstream',
    '<< /S /JavaScript /JS (app.alert\\(document.cookie\\)) >>',
  ]);
}

/** The headers every file answer carries (finding 10): a sandbox, no sniffing, and the disposition asked. */
function expectFileHeaders(headers: Record<string, string>, disposition: string) {
  expect({
    disposition: headers['content-disposition'],
    csp: headers['content-security-policy'],
    nosniff: headers['x-content-type-options'],
  }).toEqual({ disposition, csp: 'sandbox', nosniff: 'nosniff' });
}

describe('access limits', () => {
  let t: TestApp;
  const as = {} as Record<Role, SignedIn>;

  beforeAll(async () => {
    t = await startTestApp();
    for (const role of ALL_ROLES) as[role] = await signedIn(t, role);
  });
  afterAll(() => t.close());

  /** An account made from a new application (a candidate), with its application id. */
  async function applicant(files?: Parameters<typeof newApplication>[1]) {
    const application = await newApplication(t, files);
    return { application, ...(await signedIn(t, 'user', { applicationId: application })) };
  }

  describe('roles before bodies (finding 6)', () => {
    it('answers 403, not 400, to every role a role-restricted write route leaves out, whatever the body', async () => {
      const routes = mountedRoutes(t).filter(
        (route) => route.roles && ['post', 'put', 'patch'].includes(route.method),
      );
      // The signing routes are restricted by their machine's event roles, not only by the runtime.
      expect(routes.map((route) => route.name)).toEqual(
        expect.arrayContaining([
          'ApplicationsBackOfficeController.sign',
          'ApplicationsBackOfficeController.approve',
          'ApplicationsBackOfficeController.reject',
          'ApplicationsBackOfficeController.bulkSign',
          'WorkflowController.send',
          'WorkflowController.bulk',
        ]),
      );
      const answers: string[] = [];
      for (const route of routes) {
        for (const role of ALL_ROLES.filter((role) => !route.roles!.includes(role))) {
          for (const body of [undefined, { junk: 'x'.repeat(10) }, []]) {
            let req = t.http[route.method](concretePath(route.path)).set(as[role].auth);
            if (body !== undefined) req = req.send(body);
            const res = await req;
            answers.push(`${route.method} ${route.path} as ${role}: ${res.status}`);
          }
        }
      }
      expect(answers.length).toBeGreaterThan(100);
      expect(answers.filter((answer) => !answer.endsWith(': 403'))).toEqual([]);
    });

    it('leaves only calls meant for every signed-in user without a role rule', () => {
      const open = mountedRoutes(t)
        .filter((route) => !route.isPublic && !route.roles && route.method !== 'get')
        .map((route) => `${route.method} ${route.path}`);
      expect(open.sort()).toEqual([
        'patch users/profile',
        'post notifications/:id/read',
        'post notifications/read-all',
        'post token/logout',
        // Anyone with an account may ask for their own data to be erased.
        'post users/me/erasure-request',
        'post users/me/password',
      ]);
    });

    it('refuses a candidate signing with an empty body with the signing 403 text, in ru and kk', async () => {
      const id = await newApplication(t);
      const empty = await t.http.post(`/api/v1/applications/${id}/sign/`).set(as.user.auth).expect(403);
      expect(empty.body).toEqual({ detail: SIGN_FORBIDDEN });
      const kk = await t.http
        .post(`/api/v1/applications/${id}/approve/`)
        .set(as.user.auth)
        .set('Accept-Language', 'kk')
        .expect(403);
      expect(kk.body).toEqual({ detail: 'Қол қоюға құқығыңыз жеткіліксіз.' });
      // The role that may sign still gets its field errors.
      await t.http.post(`/api/v1/applications/${id}/sign/`).set(as.staff.auth).send({}).expect(400);
    });
  });

  describe('the deputy reads whom they signed on an order (finding 5)', () => {
    it('lists the users the deputy signed, awaiting the director, to the deputy', async () => {
      const courseId = await newCourse(t);
      const grader = { id: as.admin.user.id, role: 'admin' as const };
      const userIds = await eligibleUsers(t, courseId, grader, graduateNames(7, 'Подписан'));
      const order = (
        await t.http
          .post(`${ORDERS}/`)
          .set(as.admin.auth)
          .send({ course: courseId, act_number: '№ 7-П', act_number_kk: '№ 7-Б' })
          .expect(201)
      ).body as CertificateOrderDetailDto;
      await t.http
        .post(`${ORDERS}/${order.id}/approve_by_deputy/`)
        .set(as.deputy.auth)
        .send({ user_ids: userIds.slice(0, 6) })
        .expect(200);
      const url = `${ORDERS}/${order.id}/approved-by-deputy-users/`;
      const res = await t.http.get(url).set(as.deputy.auth).expect(200);
      expect(res.body.count).toBe(6);
      expect(res.body.results.map((user: { id: number }) => user.id)).toEqual(userIds.slice(0, 6));
      for (const role of ['staff', 'analyst', 'user', 'direct_enroll', 'expert'] as const) {
        await t.http.get(url).set(as[role].auth).expect(403);
      }
    });
  });

  describe('users/{id} only for whom the caller acts on (finding 7)', () => {
    it('shows staff the applicants, the deputy and the director also the users on orders; others 403', async () => {
      const candidate = await applicant();
      const colleague = await signedIn(t, 'staff');
      const bare = await signedIn(t, 'direct_enroll');
      const courseId = await newCourse(t);
      const grader = { id: as.admin.user.id, role: 'admin' as const };
      const [onOrder] = await eligibleUsers(t, courseId, grader, ['На приказе']);
      await t.http
        .post(`${ORDERS}/`)
        .set(as.admin.auth)
        .send({ course: courseId, act_number: '№ 8-П', act_number_kk: '№ 8-Б' })
        .expect(201);
      const status = async (who: SignedIn, id: number) =>
        (await t.http.get(`/api/v1/users/${id}/`).set(who.auth)).status;
      const absent = 2_000_000_000;
      const table: Record<string, Array<[number, number]>> = {};
      for (const role of ['staff', 'deputy', 'director', 'analyst', 'admin'] as const) {
        table[role] = [];
        for (const id of [candidate.user.id, onOrder!, colleague.user.id, bare.user.id, absent]) {
          table[role].push([id, await status(as[role], id)]);
        }
      }
      const row = (codes: number[]) =>
        [candidate.user.id, onOrder!, colleague.user.id, bare.user.id, absent].map((id, i) => [id, codes[i]]);
      expect(table).toEqual({
        staff: row([200, 403, 403, 403, 403]),
        deputy: row([200, 200, 403, 403, 403]),
        director: row([200, 200, 403, 403, 403]),
        analyst: row([200, 200, 403, 403, 403]),
        admin: row([200, 200, 200, 200, 404]),
      });
      const refused = await t.http.get(`/api/v1/users/${colleague.user.id}/`).set(as.staff.auth);
      expect(refused.body).toEqual(FORBIDDEN);
      // Everyone reads themself; a candidate reads no one else.
      await t.http.get(`/api/v1/users/${as.staff.user.id}/`).set(as.staff.auth).expect(200);
      expect(await status(candidate, as.staff.user.id)).toBe(403);
      expect(await status(candidate, bare.user.id)).toBe(403);
      // Analysts still get no personal data.
      const card = await t.http.get(`/api/v1/users/${candidate.user.id}/`).set(as.analyst.auth).expect(200);
      expect(card.body).toMatchObject({ username: '', email: null, iin: null, phone: null });
    });

    it('shows photos by the same rule, never to analysts', async () => {
      const candidate = await applicant();
      const colleague = await signedIn(t, 'deputy');
      for (const who of [candidate, colleague]) {
        await t.http
          .patch('/api/v1/users/profile/')
          .set(who.auth)
          .attach('image', PNG, 'photo.png')
          .expect(200);
      }
      const photo = (id: number) => `/api/v1/users/${id}/photo/`;
      await t.http.get(photo(candidate.user.id)).set(as.staff.auth).expect(200);
      await t.http.get(photo(colleague.user.id)).set(as.staff.auth).expect(403);
      await t.http.get(photo(candidate.user.id)).set(as.analyst.auth).expect(403);
      await t.http.get(photo(colleague.user.id)).set(as.admin.auth).expect(200);
    });
  });

  describe('documents/ of a user', () => {
    it('lists the files of the application the account came from, to whoever may see that user', async () => {
      const candidate = await applicant({
        files: { employment_certificate: { content: PNG, name: 'Справка с работы.png' } },
      });
      const url = `/api/v1/documents/?object_id=${candidate.user.id}&content_type=user`;
      const res = await t.http.get(url).set(as.staff.auth).expect(200);
      expect(res.body).toMatchObject({ count: 2, next: null, previous: null });
      expect(res.body.results).toEqual([
        {
          id: expect.any(Number),
          content_type: 'user',
          object_id: candidate.user.id,
          field: 'identity_doc',
          name: 'Удостоверение личности.pdf',
          file: expect.stringMatching(
            new RegExp(`/api/v1/applications/${candidate.application}/files/identity_doc/$`),
          ),
          mime: 'application/pdf',
          size: PDF.length,
          created_at: expect.any(String),
        },
        expect.objectContaining({
          field: 'employment_certificate',
          name: 'Справка с работы.png',
          mime: 'image/png',
        }),
      ]);
      // Each link downloads with the caller's token.
      const link = new URL(res.body.results[0].file as string, 'http://relative.invalid').pathname;
      const file = await t.http.get(link).set(candidate.auth).expect(200);
      expect(Buffer.compare(file.body as Buffer, PDF)).toBe(0);

      for (const who of [candidate, as.admin, as.deputy, as.director]) {
        expect((await t.http.get(url).set(who.auth).expect(200)).body.count).toBe(2);
      }
      for (const who of [as.analyst, as.user, as.expert]) {
        expect((await t.http.get(url).set(who.auth).expect(403)).body).toEqual(FORBIDDEN);
      }
      const colleague = await signedIn(t, 'deputy');
      await t.http
        .get(`/api/v1/documents/?object_id=${colleague.user.id}&content_type=user`)
        .set(as.staff.auth)
        .expect(403);
      // An account not made from an application has no documents.
      const none = await t.http
        .get(`/api/v1/documents/?object_id=${colleague.user.id}&content_type=user`)
        .set(as.admin.auth)
        .expect(200);
      expect(none.body).toEqual({ count: 0, next: null, previous: null, results: [] });
      await t.http
        .get('/api/v1/documents/?object_id=2000000000&content_type=user')
        .set(as.admin.auth)
        .expect(404);
      await t.http.get(url).expect(401);
    });

    it('answers field errors for a missing object_id or another content_type', async () => {
      const bad = await t.http.get('/api/v1/documents/?content_type=course').set(as.admin.auth).expect(400);
      expect(Object.keys(bad.body).sort()).toEqual(['content_type', 'object_id']);
    });
  });

  describe('machine definitions (finding 9)', () => {
    it('are read by analysts and admins, whose screens draw them; everyone else gets 403', async () => {
      const url = '/api/v1/workflows/applicationSigning/definition/';
      for (const role of ALL_ROLES) {
        const expected = role === 'analyst' || role === 'admin' ? 200 : 403;
        expect([role, (await t.http.get(url).set(as[role].auth)).status]).toEqual([role, expected]);
      }
      await t.http.get(url).expect(401);
    });
  });

  describe('files are served as downloads in a sandbox (finding 10)', () => {
    it('serves an uploaded PDF with JavaScript as an attachment under a sandbox, named as uploaded', async () => {
      const id = await newApplication(t, {
        files: { identity_doc: { content: pdfWithJavaScript(), name: 'Удостоверение (копия).pdf' } },
      });
      const res = await t.http
        .get(`/api/v1/applications/${id}/files/identity_doc/`)
        .set(as.staff.auth)
        .expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expectFileHeaders(
        res.headers,
        `attachment; filename="_____________ (_____).pdf"; filename*=UTF-8''` +
          '%D0%A3%D0%B4%D0%BE%D1%81%D1%82%D0%BE%D0%B2%D0%B5%D1%80%D0%B5%D0%BD%D0%B8%D0%B5%20%28%D0%BA%D0%BE%D0%BF%D0%B8%D1%8F%29.pdf',
      );
    });

    it('serves exports as attachments under a sandbox', async () => {
      const res = await t.http.get('/api/v1/applications/export/').set(as.staff.auth).expect(200);
      expectFileHeaders(
        res.headers,
        `attachment; filename="applications_filtered.xlsx"; filename*=UTF-8''applications_filtered.xlsx`,
      );
    });

    it('keeps a PNG cover inline; a GIF cover (checked by its signature only), lesson files and zips download', async () => {
      const course = await newAdminCourse(t, as.admin.auth);
      const cover = (content: Buffer, name: string) =>
        t.http
          .patch(`${COURSES}/${course.id}/`)
          .set(as.admin.auth)
          .attach('image', content, name)
          .expect(200);
      const image = () => t.http.get(`${COURSES}/${course.id}/image/`).set(as.admin.auth).expect(200);
      await cover(smallPng(), 'обложка.png');
      expectFileHeaders(
        (await image()).headers,
        `inline; filename="_______.png"; filename*=UTF-8''%D0%BE%D0%B1%D0%BB%D0%BE%D0%B6%D0%BA%D0%B0.png`,
      );
      await cover(Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64'), 'cover.gif');
      expectFileHeaders(
        (await image()).headers,
        `attachment; filename="cover.gif"; filename*=UTF-8''cover.gif`,
      );

      const lesson = await newLesson(t, as.admin.auth, course.id);
      const uploaded = await t.http
        .post(`${COURSES}/${course.id}/lessons/${lesson.id}/upload_files/`)
        .set(as.admin.auth)
        .attach('files', pdfWithJavaScript(), 'lesson.pdf')
        .expect(201);
      const file = await t.http.get(pathOf(uploaded.body.files[0].file)).set(as.admin.auth).expect(200);
      expectFileHeaders(file.headers, `attachment; filename="lesson.pdf"; filename*=UTF-8''lesson.pdf`);
      const zip = await t.http.get(`${COURSES}/${course.id}/download_all/`).set(as.admin.auth).expect(200);
      expect(zip.headers['content-disposition']).toMatch(/^attachment; filename=/);
      expect(zip.headers['content-security-policy']).toBe('sandbox');
      expect(zip.headers['x-content-type-options']).toBe('nosniff');
    });

    it('keeps a checked photo inline, under the sandbox and nosniff', async () => {
      const { user, auth } = await applicant();
      await t.http.patch('/api/v1/users/profile/').set(auth).attach('image', PNG, 'photo.png').expect(200);
      const res = await t.http.get(`/api/v1/users/${user.id}/photo/`).set(auth).expect(200);
      expect(res.headers['content-type']).toBe('image/png');
      expectFileHeaders(
        res.headers,
        `inline; filename="photo-${user.id}.png"; filename*=UTF-8''photo-${user.id}.png`,
      );
    });
  });
});
