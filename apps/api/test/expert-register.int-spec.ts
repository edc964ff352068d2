import { expertRegisterRowSchema, pageSchema, type Role } from '@expert-portal/contracts';
import { Workbook } from 'exceljs';
import type { Response } from 'supertest';
import { newApplication } from './support/applications';
import { almatyDate, newCertificate, newCertificateCourse } from './support/certificate-rows';
import { newUser, signedIn, startTestApp, type TestApp } from './support/test-app';

const USERS = '/api/v1/users';
const registerPage = pageSchema(expertRegisterRowSchema);
const NOT_ADMIN: Role[] = ['director', 'deputy', 'staff', 'expert', 'direct_enroll', 'user', 'analyst'];

function binary(res: Response, callback: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
}

describe('expert register', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  let dates: Record<'today' | 'lastYear' | 'yesterday' | 'inAYear' | 'inTwoYears', string>;

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await signedIn(t, 'admin')).auth;
    dates = {
      today: await almatyDate(t.dataSource, 0),
      lastYear: await almatyDate(t.dataSource, -365),
      yesterday: await almatyDate(t.dataSource, -1),
      inAYear: await almatyDate(t.dataSource, 365),
      inTwoYears: await almatyDate(t.dataSource, 730),
    };
  }, 120_000);
  afterAll(() => t.close());

  it('is the admin’s only', async () => {
    await t.http.get(`${USERS}/`).expect(401);
    await t.http.get(`${USERS}/export/`).expect(401);
    for (const role of NOT_ADMIN) {
      const { auth } = await signedIn(t, role);
      await t.http.get(`${USERS}/`).set(auth).expect(403);
      await t.http.get(`${USERS}/export/`).set(auth).expect(403);
    }
  }, 120_000);

  it('shows each user’s representative certificate: active over expired over revoked, then the later expiration', async () => {
    const course = await newCertificateCourse(t.dataSource, {
      title: 'Курс представителя',
      academic_hours: 120,
    });
    const other = await newCertificateCourse(t.dataSource, { title: 'Другой курс представителя' });
    const all = await newUser(t.dataSource, { role: 'expert', name: 'Представитель Всех Статусов' });
    const revoked = await newCertificate(t.dataSource, {
      userId: all.id,
      courseId: other.id,
      start_date: dates.today,
      expiration_date: dates.inTwoYears,
      status: 'revoked',
    });
    // Stored as active, but past its date: it ranks as expired.
    const lapsed = await newCertificate(t.dataSource, {
      userId: all.id,
      courseId: other.id,
      start_date: dates.lastYear,
      expiration_date: dates.yesterday,
    });
    const active = await newCertificate(t.dataSource, {
      userId: all.id,
      courseId: course.id,
      start_date: dates.today,
      expiration_date: dates.inAYear,
    });
    const noActive = await newUser(t.dataSource, { role: 'expert', name: 'Представитель Без Действующего' });
    await newCertificate(t.dataSource, {
      userId: noActive.id,
      courseId: course.id,
      start_date: dates.today,
      expiration_date: dates.inTwoYears,
      status: 'revoked',
    });
    const olderExpired = await newCertificate(t.dataSource, {
      userId: noActive.id,
      courseId: course.id,
      start_date: dates.lastYear,
      expiration_date: dates.yesterday,
      status: 'expired',
    });
    const laterExpired = await newCertificate(t.dataSource, {
      userId: noActive.id,
      courseId: other.id,
      start_date: dates.lastYear,
      expiration_date: dates.today,
      status: 'expired',
    });
    const onlyRevoked = await newUser(t.dataSource, {
      role: 'expert',
      name: 'Представитель Только Отозванный',
    });
    const justRevoked = await newCertificate(t.dataSource, {
      userId: onlyRevoked.id,
      courseId: course.id,
      start_date: dates.today,
      expiration_date: dates.inAYear,
      status: 'revoked',
    });

    const res = await t.http.get(`${USERS}/?search=Представитель`).set(admin).expect(200);
    const page = registerPage.parse(res.body);
    const byName = Object.fromEntries(page.results.map((row) => [row.name, row]));
    expect(page.count).toBe(3);
    expect(byName['Представитель Всех Статусов'].certificate).toMatchObject({
      id: active.id,
      status: 'active',
      serial_number: active.serial_number,
      course: { id: course.id, title: 'Курс представителя' },
      academic_hours: 120,
      education_type: 'очная',
      file: null,
    });
    expect(byName['Представитель Без Действующего'].certificate).toMatchObject({
      id: laterExpired.id,
      status: 'expired',
    });
    expect(byName['Представитель Только Отозванный'].certificate).toMatchObject({
      id: justRevoked.id,
      status: 'revoked',
    });
    expect([revoked.id, lapsed.id, olderExpired.id]).not.toContain(
      byName['Представитель Всех Статусов'].certificate?.id,
    );
  });

  it('searches every word, letters folded, in name, IIN, identity number, e-mail, phone and the identity document; filters by certificate, course and role', async () => {
    const course = await newCertificateCourse(t.dataSource, { title: 'Курс фильтра' });
    const applicationId = await newApplication(t);
    const withDocuments = await newUser(t.dataSource, {
      role: 'expert',
      name: 'Әйгерім Қасымова',
      iin: '880202400555',
      idNumber: '045678912',
      email: 'aliya.kassym@example.kz',
      phone: '7027654321',
      applicationId,
    });
    await newCertificate(t.dataSource, {
      userId: withDocuments.id,
      courseId: course.id,
      start_date: dates.today,
      expiration_date: dates.inAYear,
    });
    await t.dataSource.query(
      'INSERT INTO course_users (course_id, user_id, completed_at) VALUES ($1, $2, now())',
      [course.id, withDocuments.id],
    );
    const enrolledOnly = await newUser(t.dataSource, { role: 'user', name: 'Айгерим Слушатель Фильтра' });
    await t.dataSource.query('INSERT INTO course_users (course_id, user_id) VALUES ($1, $2)', [
      course.id,
      enrolledOnly.id,
    ]);

    const ids = async (query: string) => {
      const res = await t.http.get(`${USERS}/?${query}`).set(admin).expect(200);
      return registerPage.parse(res.body).results.map((row) => row.id);
    };
    // Folded: 'айгерим' finds 'Әйгерім' and 'Айгерим', 'касымова' finds 'Қасымова'.
    expect((await ids('search=айгерим')).sort()).toEqual([withDocuments.id, enrolledOnly.id].sort());
    expect(await ids('search=айгерим касымова')).toEqual([withDocuments.id]);
    expect(await ids('search=880202400555')).toEqual([withDocuments.id]);
    expect(await ids('search=045678912')).toEqual([withDocuments.id]);
    expect(await ids('search=aliya.kassym')).toEqual([withDocuments.id]);
    expect(await ids('search=7027654321')).toEqual([withDocuments.id]);
    expect(await ids(`search=${encodeURIComponent('Удостоверение личности')} касымова`)).toEqual([
      withDocuments.id,
    ]);
    expect((await ids(`course=${course.id}`)).sort()).toEqual([enrolledOnly.id, withDocuments.id].sort());
    expect(await ids(`course=${course.id}&with_certificate=true`)).toEqual([withDocuments.id]);
    expect(await ids(`course=${course.id}&with_certificate=0`)).toEqual([enrolledOnly.id]);
    expect(await ids(`course=${course.id}&role__name=${encodeURIComponent('Кандидат')}`)).toEqual([
      enrolledOnly.id,
    ]);
    expect(await ids(`course=${course.id}&role__name=expert`)).toEqual([withDocuments.id]);

    const res = await t.http
      .get(`${USERS}/?course=${course.id}&with_certificate=true`)
      .set(admin)
      .expect(200);
    const [row] = registerPage.parse(res.body).results;
    expect(row).toMatchObject({
      email: 'aliya.kassym@example.kz',
      current_course: { id: course.id, title: 'Курс фильтра' },
      courses: [{ id: course.id, title: 'Курс фильтра' }],
    });
    expect(new URL(row.documents.identity_doc as string).pathname).toBe(
      `/api/v1/applications/${applicationId}/files/identity_doc/`,
    );
    expect(row.documents.academic_degree_certificate).toBeNull();
    await t.http
      .get(new URL(row.documents.identity_doc as string).pathname)
      .set(admin)
      .expect(200);

    for (const bad of [
      'page=0',
      'page_size=501',
      'with_certificate=maybe',
      'course=abc',
      'course=2147483648',
    ]) {
      await t.http.get(`${USERS}/?${bad}`).set(admin).expect(400);
    }
  });

  it('pages 10 at a time by name', async () => {
    for (let i = 0; i < 12; i += 1) {
      await newUser(t.dataSource, { name: `Страничный ${String(i).padStart(2, '0')}` });
    }
    const first = registerPage.parse(
      (await t.http.get(`${USERS}/?search=Страничный`).set(admin).expect(200)).body,
    );
    expect(first.count).toBe(12);
    expect(first.results.map((row) => row.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Страничный ${String(i).padStart(2, '0')}`),
    );
    expect(first.next).toContain('page=2');
    const second = registerPage.parse(
      (await t.http.get(`${USERS}/?search=Страничный&page=2`).set(admin).expect(200)).body,
    );
    expect(second.results.map((row) => row.name)).toEqual(['Страничный 10', 'Страничный 11']);
  });

  it('exports the filtered list as experts_filtered.xlsx, sheet Experts, the same rows in the same order', async () => {
    const course = await newCertificateCourse(t.dataSource, {
      title: 'Курс выгрузки',
      academic_hours: 36,
      education_type: 'дистанционная',
    });
    const names = ['Выгрузка Борисов', 'Выгрузка Абаев', 'Выгрузка Ержанов'];
    const users = [];
    for (const name of names) {
      const user = await newUser(t.dataSource, {
        role: 'expert',
        name,
        email: `${name.split(' ')[1]}@example.kz`,
        phone: '7001112233',
        workplace: 'Школа №1',
        iin: '900101300111',
      });
      users.push(user);
      await t.dataSource.query('INSERT INTO course_users (course_id, user_id) VALUES ($1, $2)', [
        course.id,
        user.id,
      ]);
    }
    await t.dataSource.query('UPDATE users SET expertized_date = $2 WHERE id = $1', [
      users[0].id,
      dates.today,
    ]);
    const certificate = await newCertificate(t.dataSource, {
      userId: users[0].id,
      courseId: course.id,
      start_date: dates.today,
      expiration_date: dates.inAYear,
    });
    const query = `course=${course.id}&search=${encodeURIComponent('выгрузка')}`;
    const list = registerPage.parse((await t.http.get(`${USERS}/?${query}`).set(admin).expect(200)).body);

    const res = await t.http
      .get(`${USERS}/export/?${query}`)
      .set(admin)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('experts_filtered.xlsx');
    const workbook = new Workbook();
    await workbook.xlsx.load(res.body as ArrayBuffer);
    const sheet = workbook.getWorksheet('Experts');
    expect(sheet).toBeDefined();
    const values = (row: number) => (sheet?.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual([
      '№',
      'ФИО',
      'Email',
      'Телефон',
      'Место работы',
      'Номер сертификата',
      'ИИН',
      'Серийный номер',
      'Дата начала',
      'Дата окончания',
      'Номер приказа',
      'Текущий курс',
      'Все курсы',
      'Часы',
      'Форма обучения',
      'Дата экспертизы',
    ]);
    expect(sheet?.rowCount).toBe(1 + list.count);
    expect(list.results.map((row) => row.name)).toEqual([
      'Выгрузка Абаев',
      'Выгрузка Борисов',
      'Выгрузка Ержанов',
    ]);
    list.results.forEach((row, index) => {
      expect(values(index + 2).slice(0, 3)).toEqual([index + 1, row.name, row.email]);
    });
    const borisov = values(3);
    expect(borisov[3]).toBe('+77001112233');
    expect(borisov[4]).toBe('Школа №1');
    expect(borisov[5]).toBe(certificate.id);
    expect(borisov[6]).toBe('900101300111');
    expect(borisov[7]).toBe(certificate.serial_number);
    expect((borisov[8] as Date).toISOString().slice(0, 10)).toBe(dates.today);
    expect((borisov[9] as Date).toISOString().slice(0, 10)).toBe(dates.inAYear);
    expect(borisov[10]).toBe(certificate.act_number);
    expect(borisov[11]).toBe('Курс выгрузки');
    expect(borisov[12]).toBe('Курс выгрузки');
    expect(borisov[13]).toBe(36);
    expect(borisov[14]).toBe('дистанционная');
    expect(borisov[15]).toBe('Да');
    expect(values(2)[15]).toBe('Нет');
  });
});
