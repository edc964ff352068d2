import {
  translate,
  type CertificateOrderDetailDto,
  type CertificateOrderDto,
  type CertificateOrderListItemDto,
  type MessageKey,
} from '@expert-portal/contracts';
import { pipelineState } from './support/candidates';
import { COURSES, eligibleUsers, graduateNames, ORDERS, type Grader } from './support/certificates';
import { newCourse } from './support/practice';
import { signedIn, startTestApp, type TestApp } from './support/test-app';

// Users are driven through their pipelines by several events each; on a busy machine that takes a while.
jest.setTimeout(180_000);

const ru = (key: MessageKey, params: Record<string, string | number> = {}) => translate('ru', key, params);
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type SignedIn = Awaited<ReturnType<typeof signedIn>>;

describe('certificate orders', () => {
  let t: TestApp;
  let admin: SignedIn;
  let deputy: SignedIn;
  let director: SignedIn;
  let grader: Grader;
  let acts = 0;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedIn(t, 'admin');
    deputy = await signedIn(t, 'deputy');
    director = await signedIn(t, 'director');
    grader = { id: admin.user.id, role: 'admin' };
  });
  afterAll(() => t.close());

  /** A fresh pair of order numbers. */
  function numbers() {
    acts += 1;
    return { act_number: `№ ${acts}-П`, act_number_kk: `№ ${acts}-Б` };
  }

  function createOrder(course: number, body: Record<string, unknown> = numbers()) {
    return t.http
      .post(`${ORDERS}/`)
      .set(admin.auth)
      .set('Accept-Language', 'ru')
      .send({ course, ...body });
  }

  /** A course with `count` eligible users and an order for them (awaiting the deputy). */
  async function courseWithOrder(count: number, prefix = 'Выпускник', body = numbers()) {
    const courseId = await newCourse(t);
    const userIds = await eligibleUsers(t, courseId, grader, graduateNames(count, prefix));
    const order = (await createOrder(courseId, body).expect(201)).body as CertificateOrderDetailDto;
    return { courseId, userIds, order };
  }

  const sign = (orderId: number, body: Record<string, unknown>, who: SignedIn = deputy) =>
    t.http
      .post(`${ORDERS}/${orderId}/approve_by_deputy/`)
      .set(who.auth)
      .set('Accept-Language', 'ru')
      .send(body);
  const approve = (orderId: number, body: Record<string, unknown>) =>
    t.http
      .post(`${ORDERS}/${orderId}/approve_by_director/`)
      .set(director.auth)
      .set('Accept-Language', 'ru')
      .send(body);
  const generate = (courseId: number, body: Record<string, unknown>, who: SignedIn = director) =>
    t.http
      .post(`${COURSES}/${courseId}/generate_certificate/`)
      .set(who.auth)
      .set('Accept-Language', 'ru')
      .send(body);

  async function scalar<T>(sql: string, params: unknown[] = []): Promise<T> {
    const [row] = (await t.dataSource.query(sql, params)) as Array<{ value: T }>;
    return row!.value;
  }

  it('answers every call by role: the back office as the spec has it, others 403, visitors 401', async () => {
    const { courseId, order } = await courseWithOrder(1, 'Роли');
    const calls = {
      eligible: () => t.http.get(`${COURSES}/${courseId}/eligible_for_certificate/`),
      list: () => t.http.get(`${ORDERS}/`),
      create: () => t.http.post(`${ORDERS}/`).send({}),
      one: () => t.http.get(`${ORDERS}/${order.id}/`),
      byDeputy: () =>
        t.http.post(`${ORDERS}/${order.id}/approve_by_deputy/`).send({ user_ids: [2147483647] }),
      byDirector: () =>
        t.http.post(`${ORDERS}/${order.id}/approve_by_director/`).send({ user_ids: [2147483647] }),
      approvedByDeputy: () => t.http.get(`${ORDERS}/${order.id}/approved-by-deputy-users/`),
      generate: () => t.http.post(`${COURSES}/${courseId}/generate_certificate/`).send({}),
    };
    const may: Record<string, Set<keyof typeof calls>> = {
      admin: new Set(['eligible', 'list', 'create', 'one', 'byDeputy', 'approvedByDeputy', 'generate']),
      deputy: new Set(['eligible', 'list', 'one', 'byDeputy', 'approvedByDeputy']),
      director: new Set(['eligible', 'list', 'one', 'byDirector', 'approvedByDeputy', 'generate']),
    };
    for (const call of Object.values(calls)) await call().expect(401);
    for (const role of ['staff', 'analyst', 'user', 'direct_enroll', 'expert'] as const) {
      const other = await signedIn(t, role);
      for (const [name, call] of Object.entries(calls)) {
        expect([role, name, (await call().set(other.auth)).status]).toEqual([role, name, 403]);
      }
    }
    for (const [role, who] of [
      ['admin', admin],
      ['deputy', deputy],
      ['director', director],
    ] as const) {
      for (const name of Object.keys(calls) as Array<keyof typeof calls>) {
        const res = await calls[name]().set(who.auth);
        expect([role, name, res.status === 403]).toEqual([role, name, !may[role]!.has(name)]);
        expect([role, name, res.status < 500]).toEqual([role, name, true]);
      }
    }
    // Nothing the calls above sent changed the order.
    const unchanged = await t.http.get(`${ORDERS}/${order.id}/`).set(admin.auth).expect(200);
    expect(unchanged.body).toEqual(order);
  });

  it('lists the users eligible for a course: completed, waiting for the certificate, on no order; 10 a page', async () => {
    const courseId = await newCourse(t);
    const eligible = await eligibleUsers(t, courseId, grader, graduateNames(12, 'Годен'));
    // Not completed the course, and completed it while their pipeline is still at practice.
    await eligibleUsers(t, courseId, grader, ['Не завершил'], { completed: false });
    await eligibleUsers(t, courseId, grader, ['На практике'], { graded: false });
    const url = `${COURSES}/${courseId}/eligible_for_certificate/`;

    const first = await t.http.get(url).set(deputy.auth).expect(200);
    expect(first.body).toMatchObject({ count: 12, page: 1, previous: null });
    expect(first.body.next).toContain('page=2');
    expect(first.body.results).toHaveLength(10);
    expect(first.body.results[0]).toEqual({
      id: eligible[0],
      name: 'Годен 001',
      username: expect.any(String),
      expertized_date: null,
    });
    const second = await t.http.get(`${url}?page=2`).set(director.auth).expect(200);
    expect(second.body).toMatchObject({ count: 12, page: 2, next: null });
    expect(second.body.results.map((user: { id: number }) => user.id)).toEqual(eligible.slice(10));

    // Once on an order they are no longer eligible.
    await createOrder(courseId).expect(201);
    const after = await t.http.get(url).set(admin.auth).expect(200);
    expect(after.body).toMatchObject({ count: 0, results: [] });
    await t.http.get(`${COURSES}/2147483647/eligible_for_certificate/`).set(admin.auth).expect(404);
  });

  it('creates an order for the eligible users; refuses it without both numbers, the course, eligible users', async () => {
    const courseId = await newCourse(t, 'Курс с приказом', 'Бұйрығы бар курс');
    const userIds = await eligibleUsers(t, courseId, grader, ['Бекова Динара', 'Алиев Марат']);

    const noKk = await createOrder(courseId, { act_number: '№ 5-П' }).expect(400);
    expect(noKk.body).toEqual({ act_number_kk: [ru('certificate.act_numbers_required')] });
    const blank = await createOrder(courseId, { act_number: ' ', act_number_kk: '' }).expect(400);
    expect(blank.body).toEqual({
      act_number: [ru('certificate.act_numbers_required')],
      act_number_kk: [ru('certificate.act_numbers_required')],
    });
    const noCourse = await t.http
      .post(`${ORDERS}/`)
      .set(admin.auth)
      .set('Accept-Language', 'ru')
      .send(numbers())
      .expect(400);
    expect(noCourse.body).toEqual({ course: [ru('certificate.course_required')] });
    await createOrder(2147483647).expect(404);
    const empty = await newCourse(t);
    const none = await createOrder(empty).expect(400);
    expect(none.body).toEqual({ detail: ru('certificate.no_eligible_users') });
    expect(
      await scalar<number>('SELECT count(*)::int AS value FROM certificate_orders WHERE course_id = $1', [
        courseId,
      ]),
    ).toBe(0);

    const res = await createOrder(courseId, { act_number: ' № 7-П ', act_number_kk: '№ 7-Б' }).expect(201);
    const order = res.body as CertificateOrderDetailDto;
    expect(order).toMatchObject({
      course: { id: courseId, title: 'Курс с приказом', title_kk: 'Бұйрығы бар курс' },
      act_number: '№ 7-П',
      act_number_kk: '№ 7-Б',
      status: 'pending',
      all_signed: false,
      users_count: 2,
      pending_users_count: 2,
      awaiting_deputy_count: 2,
      awaiting_director_count: 0,
      approved_count: 0,
      issued_count: 0,
    });
    // By name: Алиев before Бекова.
    expect(order.users.map((user) => user.id)).toEqual([userIds[1], userIds[0]]);
    expect(order.users[0]).toEqual({
      id: userIds[1],
      name: 'Алиев Марат',
      username: expect.any(String),
      status: 'awaiting_deputy',
      signed_by_deputy_at: null,
      approved_by_director_at: null,
      certificate_id: null,
    });
    expect(order.pending_users).toEqual(
      order.users.map(({ id, name, username }) => ({ id, name, username })),
    );
    await t.http.get(`${ORDERS}/${order.id}/`).set(deputy.auth).expect(200, order);

    // The same numbers on the same course again: a conflict, even with someone newly eligible.
    await eligibleUsers(t, courseId, grader, ['Ким Ольга']);
    const again = await createOrder(courseId, { act_number: '№ 7-П', act_number_kk: '№ 8-Б' }).expect(409);
    expect(again.body).toEqual({ detail: ru('certificate.order_exists') });
    await t.http.get(`${ORDERS}/2147483647/`).set(admin.auth).expect(404);
  });

  it('creates exactly one order for two concurrent submissions', async () => {
    const courseId = await newCourse(t);
    await eligibleUsers(t, courseId, grader, graduateNames(3, 'Дубль'));
    const body = numbers();
    const other = numbers();
    const answers = await Promise.all([createOrder(courseId, body), createOrder(courseId, body)]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    // Different numbers, as a double click after an edit would send: nobody is left to order.
    const late = await createOrder(courseId, other).expect(400);
    expect(late.body).toEqual({ detail: ru('certificate.no_eligible_users') });
    expect(
      await scalar<number>('SELECT count(*)::int AS value FROM certificate_orders WHERE course_id = $1', [
        courseId,
      ]),
    ).toBe(1);
    expect(
      await scalar<number>(
        'SELECT count(*)::int AS value FROM certificate_order_users WHERE course_id = $1',
        [courseId],
      ),
    ).toBe(3);
  });

  it('lists the orders newest first, by course, search and step, with the users awaiting the deputy', async () => {
    const a = await courseWithOrder(2, 'Поиск Айгуль', {
      act_number: '№ 501/ПК-П',
      act_number_kk: '№ 501/ПК-Б',
    });
    const b = await courseWithOrder(1, 'Поиск Бауыржан');
    await sign(b.order.id, { user_id: b.userIds[0] }).expect(200);

    const all = await t.http.get(`${ORDERS}/`).set(admin.auth).expect(200);
    const ids = (all.body.results as CertificateOrderDto[]).map((order) => order.id);
    expect(ids.indexOf(b.order.id)).toBeLessThan(ids.indexOf(a.order.id));

    const byCourse = await t.http.get(`${ORDERS}/?course=${a.courseId}`).set(deputy.auth).expect(200);
    expect(byCourse.body.count).toBe(1);
    expect(byCourse.body.results[0]).toMatchObject({
      id: a.order.id,
      pending_users: a.order.users.map(({ id, name, username }) => ({ id, name, username })),
      allowed_events: ['deputy.sign'],
    });
    // Signed by the deputy already: the machine takes no signature of the deputy's, so none is offered.
    const deputyAll = await t.http.get(`${ORDERS}/`).set(deputy.auth).expect(200);
    const signedOrder = (deputyAll.body.results as CertificateOrderListItemDto[]).find(
      (order) => order.id === b.order.id,
    );
    expect(signedOrder).toMatchObject({ awaiting_deputy_count: 0, allowed_events: [] });
    // The director may not sign for the deputy.
    const asDirector = await t.http.get(`${ORDERS}/?course=${a.courseId}`).set(director.auth).expect(200);
    expect(asDirector.body.results[0].allowed_events).toEqual([]);

    // Every word in a user's name or the order (whatever the case), and an order number.
    const byName = await t.http
      .get(`${ORDERS}/`)
      .query({ search: 'ПОИСК бауыржан' })
      .set(admin.auth)
      .expect(200);
    expect(byName.body.results.map((order: CertificateOrderDto) => order.id)).toEqual([b.order.id]);
    const byNumber = await t.http
      .get(`${ORDERS}/`)
      .query({ search: a.order.act_number_kk })
      .set(admin.auth)
      .expect(200);
    expect(byNumber.body.results.map((order: CertificateOrderDto) => order.id)).toEqual([a.order.id]);

    const forDirector = await t.http.get(`${ORDERS}/?awaiting=director`).set(director.auth).expect(200);
    const directorIds = forDirector.body.results.map((order: CertificateOrderDto) => order.id);
    expect(directorIds).toContain(b.order.id);
    expect(directorIds).not.toContain(a.order.id);
    // The director dashboard's card: the count alone.
    const card = await t.http.get(`${ORDERS}/?awaiting=director&page_size=1`).set(director.auth).expect(200);
    expect(card.body.count).toBe(forDirector.body.count);
    expect(card.body.results).toHaveLength(1);
    const forDeputy = await t.http.get(`${ORDERS}/?awaiting=deputy`).set(deputy.auth).expect(200);
    const deputyIds = forDeputy.body.results.map((order: CertificateOrderDto) => order.id);
    expect(deputyIds).toContain(a.order.id);
    expect(deputyIds).not.toContain(b.order.id);
  });

  it('refuses the director before the deputy, and the deputy twice, naming the users (409)', async () => {
    const { order, userIds } = await courseWithOrder(2, 'Порядок');
    const [first] = order.users;
    const early = await approve(order.id, { user_id: first!.id }).expect(409);
    expect(early.body.detail).toBe(
      ru('certificate.users_not_awaiting_director', { users: `${first!.name} (${first!.username})` }),
    );
    const signed = await sign(order.id, { user_id: first!.id }).expect(200);
    expect((signed.body as CertificateOrderDetailDto).users[0]).toMatchObject({
      status: 'awaiting_director',
      signed_by_deputy_at: expect.any(String),
    });
    const twice = await sign(order.id, { user_ids: [first!.id] }).expect(409);
    expect(twice.body.detail).toContain(first!.name);
    // A list naming a signed user and an unknown one refuses the whole list.
    const mixed = await sign(order.id, { user_ids: [order.users[1]!.id, first!.id, 2147483647] }).expect(409);
    expect(mixed.body.detail).toContain('#2147483647');
    expect(mixed.body.detail).not.toContain(order.users[1]!.name);
    const detail = await t.http.get(`${ORDERS}/${order.id}/`).set(admin.auth).expect(200);
    expect(detail.body.users.map((user: { status: string }) => user.status)).toEqual([
      'awaiting_director',
      'awaiting_deputy',
    ]);
    // Neither both forms nor none.
    await sign(order.id, {}).expect(400);
    await sign(order.id, { user_id: userIds[0], user_ids: [userIds[0]] }).expect(400);
    await sign(2147483647, { user_id: userIds[0] }).expect(404);
  });

  it('applies 20 concurrent signatures of one user once: one 200, the others 409, one audit event', async () => {
    const { order } = await courseWithOrder(1, 'Гонка');
    const userId = order.users[0]!.id;
    const answers = await Promise.all(Array.from({ length: 20 }, () => sign(order.id, { user_id: userId })));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(
      await scalar<number>(
        `SELECT count(*)::int AS value FROM workflow_events e JOIN workflow_instances i ON i.id = e.instance_id
          WHERE i.business_key = $1 AND e.type = 'deputy.sign'`,
        [`order:${order.id}`],
      ),
    ).toBe(1);
    const [row] = (await t.dataSource.query(
      'SELECT status, signed_by_deputy_id FROM certificate_order_users WHERE order_id = $1',
      [order.id],
    )) as Array<{ status: string; signed_by_deputy_id: number }>;
    expect(row).toEqual({ status: 'awaiting_director', signed_by_deputy_id: deputy.user.id });
  });

  it('signs and approves many users in one request each; the director lists those the deputy signed', async () => {
    const { order, userIds } = await courseWithOrder(25, 'Массово');
    const ordered = order.users.map((user) => user.id);
    expect([...ordered].sort((x, y) => x - y)).toEqual([...userIds].sort((x, y) => x - y));
    const signed = await sign(order.id, { user_ids: ordered }).expect(200);
    expect(signed.body).toMatchObject({
      status: 'pending',
      awaiting_deputy_count: 0,
      awaiting_director_count: 25,
      pending_users_count: 25,
      pending_users: [],
    });

    const list = await t.http
      .get(`${ORDERS}/${order.id}/approved-by-deputy-users/`)
      .set(director.auth)
      .expect(200);
    expect(list.body).toMatchObject({ count: 25, previous: null });
    expect(list.body.next).toContain('page=2');
    expect(list.body.results).toHaveLength(10);
    expect(list.body.results[0]).toEqual({
      id: ordered[0],
      name: 'Массово 001',
      username: expect.any(String),
      signed_by_deputy_at: expect.any(String),
    });

    const approved = await approve(order.id, { user_ids: ordered.slice(0, 24) }).expect(200);
    expect(approved.body).toMatchObject({
      status: 'pending',
      approved_count: 24,
      awaiting_director_count: 1,
    });
    const last = await approve(order.id, { user_id: ordered[24] }).expect(200);
    expect(last.body).toMatchObject({
      status: 'signed',
      all_signed: true,
      pending_users_count: 0,
      approved_count: 25,
    });
    const empty = await t.http
      .get(`${ORDERS}/${order.id}/approved-by-deputy-users/`)
      .set(admin.auth)
      .expect(200);
    expect(empty.body).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it('issues the certificates of the approved users: rows, documents queued, experts, the order completed', async () => {
    const { courseId, order } = await courseWithOrder(3, 'Эксперт');
    const ids = order.users.map((user) => user.id);
    const [early] = ids;
    // A user with an earlier expertise date keeps it.
    await t.dataSource.query(`UPDATE users SET expertized_date = '2020-05-05' WHERE id = $1`, [early]);

    const dates = { start_date: '2026-11-25', expiration_date: '2027-11-25' };
    const nothing = await generate(courseId, dates).expect(400);
    expect(nothing.body).toEqual({ detail: ru('certificate.nothing_to_issue') });
    const noDates = await generate(courseId, {}).expect(400);
    expect(noDates.body).toEqual({
      start_date: [ru('certificate.dates_required')],
      expiration_date: [ru('certificate.dates_required')],
    });
    const reversed = await generate(courseId, {
      start_date: '2026-11-25',
      expiration_date: '2026-11-24',
    }).expect(400);
    expect(reversed.body).toEqual({ expiration_date: [ru('certificate.end_before_start')] });
    await generate(2147483647, dates).expect(404);

    await sign(order.id, { user_ids: ids }).expect(200);
    await approve(order.id, { user_ids: ids.slice(0, 2) }).expect(200);
    const res = await generate(courseId, dates).expect(201);
    expect(res.body.issued).toBe(2);
    const issued = res.body.certificates as Array<{ id: number; uuid: string; user_id: number }>;
    expect(issued.map((c) => c.user_id).sort()).toEqual(ids.slice(0, 2).sort());
    for (const certificate of issued) expect(certificate.uuid).toMatch(UUID_V4);

    const rows = (await t.dataSource.query(
      `SELECT c.id, c.uuid::text AS uuid, c.user_id, c.serial_number, c.act_number, c.act_number_kk,
              to_char(c.start_date, 'YYYY-MM-DD') AS start_date, to_char(c.expiration_date, 'YYYY-MM-DD') AS expiration_date,
              c.status, c.language, c.issued_by, c.order_id
         FROM certificates c WHERE c.course_id = $1 ORDER BY c.id`,
      [courseId],
    )) as Array<Record<string, unknown>>;
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({
        act_number: order.act_number,
        act_number_kk: order.act_number_kk,
        ...dates,
        status: 'active',
        language: 'ru',
        issued_by: director.user.id,
        order_id: order.id,
      });
      expect(row.serial_number).toMatch(/^EP-2026-\d{6}$/);
    }
    expect(new Set(rows.map((row) => row.serial_number)).size).toBe(2);
    expect(rows.map((row) => row.uuid).sort()).toEqual(issued.map((c) => c.uuid).sort());

    for (const userId of ids.slice(0, 2)) expect(await pipelineState(t, userId)).toBe('expert');
    expect(await pipelineState(t, ids[2]!)).toBe('awaiting_certificate');
    const users = (await t.dataSource.query(
      `SELECT id, role, to_char(expertized_date, 'YYYY-MM-DD') AS expertized_date FROM users
        WHERE id = ANY($1::int[]) ORDER BY array_position($1::int[], id)`,
      [ids],
    )) as Array<{ id: number; role: string; expertized_date: string | null }>;
    expect(users.map(({ role, expertized_date }) => [role, expertized_date])).toEqual([
      ['expert', '2020-05-05'],
      ['expert', '2026-11-25'],
      ['direct_enroll', null],
    ]);

    // One documents job per certificate, and one 'issued' audit row each.
    const outbox = (await t.dataSource.query(
      `SELECT (o.payload->>'certificate_id')::int AS certificate_id, (o.payload->>'order_id')::int AS order_id
         FROM workflow_outbox o JOIN workflow_instances i ON i.id = o.instance_id
        WHERE i.business_key = $1 AND o.effect = 'generateCertificate' ORDER BY 1`,
      [`order:${order.id}`],
    )) as Array<{ certificate_id: number; order_id: number }>;
    expect(outbox).toEqual(rows.map((row) => ({ certificate_id: row.id, order_id: order.id })));
    const events = (await t.dataSource.query(
      `SELECT certificate_id, type, actor_id FROM certificate_events WHERE certificate_id = ANY($1::int[])
        ORDER BY certificate_id`,
      [rows.map((row) => row.id)],
    )) as Array<Record<string, unknown>>;
    expect(events).toEqual(
      rows.map((row) => ({ certificate_id: row.id, type: 'issued', actor_id: director.user.id })),
    );

    // The order's columns follow its instance.
    const after = (await t.http.get(`${ORDERS}/${order.id}/`).set(admin.auth).expect(200))
      .body as CertificateOrderDetailDto;
    expect(after).toMatchObject({ status: 'pending', issued_count: 2, awaiting_director_count: 1 });
    expect(after.users.map((user) => [user.status, user.certificate_id])).toEqual([
      ['issued', rows[0]!.id],
      ['issued', rows[1]!.id],
      ['awaiting_director', null],
    ]);

    // Issued once: nothing approved is left until the last user is approved; then the order completes.
    await generate(courseId, dates, admin).expect(400);
    await approve(order.id, { user_id: ids[2] }).expect(200);
    const rest = await generate(courseId, dates, admin).expect(201);
    expect(rest.body).toMatchObject({
      issued: 1,
      certificates: [expect.objectContaining({ user_id: ids[2] })],
    });
    const done = await t.http.get(`${ORDERS}/${order.id}/`).set(admin.auth).expect(200);
    expect(done.body).toMatchObject({
      status: 'completed',
      all_signed: true,
      issued_count: 3,
      approved_count: 0,
    });
    const [expert] = (await t.dataSource.query('SELECT role FROM users WHERE id = $1', [ids[2]])) as Array<{
      role: string;
    }>;
    expect(expert!.role).toBe('expert');
  });

  it('issues in the language of the user’s application', async () => {
    const { courseId, order } = await courseWithOrder(1, 'Қазақша');
    const userId = order.users[0]!.id;
    // An application in Kazakh behind the account: the certificate speaks it.
    const [{ id: applicationId }] = (await t.dataSource.query(
      `INSERT INTO applications (name, email, address, phone, id_number, iin, iik, bank, workplace,
                                 teacher_category_id, language_id, language_learn_id, subject_id,
                                 education_level_id, submitted_language, status, awaiting, search_text)
       SELECT 'Қазақша', 'kk@example.kz', 'Астана', '7011234567', '123456789', '900101300123',
              'KZ000000000000000000', 'Банк', 'Мектеп', (SELECT min(id) FROM teacher_categories),
              (SELECT min(id) FROM languages), (SELECT min(id) FROM languages), (SELECT min(id) FROM subjects),
              (SELECT min(id) FROM education_levels), 'kk', 'signed', NULL, ''
       RETURNING id`,
    )) as Array<{ id: number }>;
    await t.dataSource.query('UPDATE users SET application_id = $2 WHERE id = $1', [userId, applicationId]);
    await sign(order.id, { user_id: userId }).expect(200);
    await approve(order.id, { user_id: userId }).expect(200);
    await generate(courseId, { start_date: '2026-01-10', expiration_date: '2027-01-10' }).expect(201);
    expect(
      await scalar<string>('SELECT language AS value FROM certificates WHERE user_id = $1', [userId]),
    ).toBe('kk');
  });
});
