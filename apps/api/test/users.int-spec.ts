import { MailService } from '../src/modules/mail/mail.service';
import { newApplication } from './support/applications';
import { signedIn, startTestApp, type TestApp } from './support/test-app';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]);

describe('users and profile', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('returns the signed-in profile in the spec shape', async () => {
    const { user, auth } = await signedIn(t, 'user', { email: 'aliya@example.kz' });
    const res = await t.http.get('/api/v1/users/profile/').set(auth).expect(200);
    expect(res.body).toMatchObject({
      id: user.id,
      username: user.username,
      name: 'Нурланова Алия',
      email: 'aliya@example.kz',
      role: 'user',
      iin: null,
      image: null,
      application: null,
      education: null,
      mail_language: 'ru',
    });
    expect(res.body).not.toHaveProperty('passwordHash');
    expect(res.body).not.toHaveProperty('password_hash');
  });

  it('gives the education of the application the account came from, named in both languages', async () => {
    const application = await newApplication(t, { fields: { subject2: '4' } });
    const { user, auth } = await signedIn(t, 'user');
    await t.dataSource.query('UPDATE users SET application_id = $1 WHERE id = $2', [application, user.id]);
    const res = await t.http.get('/api/v1/users/profile/').set(auth).expect(200);
    const named = (id: number) => ({ id, name_ru: expect.any(String), name_kk: expect.any(String) });
    expect(res.body).toMatchObject({
      application,
      education: {
        education_level: named(6),
        level: 'Высшее образование',
        subject: named(3),
        subject2: named(4),
        teacher_category: named(1),
        academic_status: false,
      },
    });
    expect(res.body.education.subject.name_kk).not.toBe(res.body.education.subject.name_ru);
    const patched = await t.http
      .patch('/api/v1/users/profile/')
      .set(auth)
      .send({ address: 'Алматы' })
      .expect(200);
    expect(patched.body.education).toEqual(res.body.education);
  });

  it('lets a user fill the missing fields, then locks the profile once all four are present', async () => {
    const { auth } = await signedIn(t, 'user');
    const first = await t.http
      .patch('/api/v1/users/profile/')
      .set(auth)
      .send({ address: 'Астана, пр. Мангилик Ел, 8', iin: '900101300123' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ address: 'Астана, пр. Мангилик Ел, 8', iin: '900101300123' });
    await t.http
      .patch('/api/v1/users/profile/')
      .set(auth)
      .send({ iik: 'KZ86125KZT5004100100', bank: 'Halyk Bank' })
      .expect(200);

    const locked = await t.http
      .patch('/api/v1/users/profile/')
      .set(auth)
      .set('Accept-Language', 'ru')
      .send({ bank: 'Kaspi Bank' });
    expect(locked.status).toBe(403);
    expect(locked.body).toEqual({ detail: 'Профиль заполнен полностью, изменение данных недоступно.' });
  });

  it('validates profile fields and refuses fields that are not editable', async () => {
    const { auth } = await signedIn(t, 'user');
    const res = await t.http
      .patch('/api/v1/users/profile/')
      .set(auth)
      .set('Accept-Language', 'kk')
      .send({ iin: '12345', role: 'admin' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      iin: ['ЖСН 12 цифрдан тұруы керек.'],
      role: ['Бұл өрісті өзгертуге болмайды.'],
    });
    const profile = await t.http.get('/api/v1/users/profile/').set(auth);
    expect(profile.body.role).toBe('user');
  });

  describe('the mail language', () => {
    /** Queues a mail to the account as a feature does (in a transaction) and answers the language it went in. */
    const mailLanguageOf = async (userId: number): Promise<string> => {
      const id = await t.dataSource.transaction((manager) =>
        t.app
          .get(MailService)
          .queueTo(
            userId,
            'essay_graded',
            { grade: 80, passed: true, link: 'http://portal/user/essay' },
            manager,
          ),
      );
      const [row] = (await t.dataSource.query('SELECT user_id, language FROM mail_log WHERE id = $1', [
        id,
      ])) as [{ user_id: number; language: string }];
      expect(row.user_id).toBe(userId);
      return row.language;
    };

    it('is the application’s language until the person picks one, which their mails then go in', async () => {
      const application = await newApplication(t, { language: 'kk' });
      const { user, auth } = await signedIn(t, 'user', { applicationId: application });
      const before = await t.http.get('/api/v1/users/profile/').set(auth).expect(200);
      expect(before.body.mail_language).toBe('kk');
      expect(await mailLanguageOf(user.id)).toBe('kk');

      const picked = await t.http
        .patch('/api/v1/users/profile/')
        .set(auth)
        .send({ mail_language: 'ru' })
        .expect(200);
      expect(picked.body).toMatchObject({ id: user.id, application, mail_language: 'ru' });
      expect((await t.http.get('/api/v1/users/profile/').set(auth)).body.mail_language).toBe('ru');
      expect(await mailLanguageOf(user.id)).toBe('ru');
    });

    it('goes from Russian to Kazakh, also in a complete (locked) profile and beside a photo', async () => {
      const { user, auth } = await signedIn(t, 'expert', {
        address: 'Астана',
        iin: '900101300123',
        iik: 'KZ86125KZT5004100100',
        bank: 'Halyk Bank',
      });
      expect(await mailLanguageOf(user.id)).toBe('ru');
      const patched = await t.http
        .patch('/api/v1/users/profile/')
        .set(auth)
        .send({ mail_language: 'kk' })
        .expect(200);
      expect(patched.body.mail_language).toBe('kk');
      const profile = await t.http.get('/api/v1/users/profile/').set(auth).expect(200);
      expect(profile.body).toMatchObject({ mail_language: 'kk', bank: 'Halyk Bank' });
      expect(await mailLanguageOf(user.id)).toBe('kk');

      // The personal data stay locked, the mail language with them or not.
      const locked = await t.http
        .patch('/api/v1/users/profile/')
        .set(auth)
        .send({ bank: 'Kaspi Bank', mail_language: 'ru' });
      expect(locked.status).toBe(403);
      expect((await t.http.get('/api/v1/users/profile/').set(auth)).body.mail_language).toBe('kk');

      // A multipart PATCH carries it beside a photo.
      const both = await t.http
        .patch('/api/v1/users/profile/')
        .set(auth)
        .field('mail_language', 'ru')
        .attach('image', PNG, 'me.png')
        .expect(200);
      expect(both.body).toMatchObject({ mail_language: 'ru', image: `/api/v1/users/${user.id}/photo/` });
      expect(await mailLanguageOf(user.id)).toBe('ru');
    });

    it('refuses any other value with a field error in the user’s language, changing nothing', async () => {
      const { user, auth } = await signedIn(t, 'direct_enroll');
      await t.http.patch('/api/v1/users/profile/').set(auth).send({ mail_language: 'kk' }).expect(200);
      for (const [value, language, message] of [
        ['en', 'ru', 'Выберите язык писем: русский (ru) или казахский (kk).'],
        ['kz', 'kk', 'Хаттардың тілін таңдаңыз: орыс (ru) немесе қазақ (kk) тілі.'],
        ['', 'kk', 'Хаттардың тілін таңдаңыз: орыс (ru) немесе қазақ (kk) тілі.'],
        [null, 'ru', 'Выберите язык писем: русский (ru) или казахский (kk).'],
        [1, 'ru', 'Выберите язык писем: русский (ru) или казахский (kk).'],
      ] as const) {
        const res = await t.http
          .patch('/api/v1/users/profile/')
          .set(auth)
          .set('Accept-Language', language)
          .send({ mail_language: value });
        expect({ value, status: res.status, body: res.body }).toEqual({
          value,
          status: 400,
          body: { mail_language: [message] },
        });
      }
      expect((await t.http.get('/api/v1/users/profile/').set(auth)).body.mail_language).toBe('kk');
      expect(await mailLanguageOf(user.id)).toBe('kk');
      await expect(
        t.dataSource.query("UPDATE users SET mail_language = 'en' WHERE id = $1", [user.id]),
      ).rejects.toThrow(/users_mail_language_check/);
    });
  });

  it('uploads a photo checked by its bytes, serves it to its owner, and deletes it', async () => {
    const { user, auth } = await signedIn(t, 'user');
    const fake = await t.http.patch('/api/v1/users/profile/').set(auth).attach('image', EXE, 'photo.png');
    expect(fake.status).toBe(400);
    expect(fake.body).toEqual({ image: ['Допустимые форматы изображения: jpg, jpeg, png.'] });

    const uploaded = await t.http.patch('/api/v1/users/profile/').set(auth).attach('image', PNG, 'me.png');
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.image).toBe(`/api/v1/users/${user.id}/photo/`);
    const photo = await t.http.get(uploaded.body.image).set(auth).expect(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(photo.body as Buffer, PNG)).toBe(0);

    const other = await signedIn(t, 'user');
    await t.http.get(uploaded.body.image).set(other.auth).expect(403);

    const removed = await t.http.patch('/api/v1/users/profile/').set(auth).send({ image: null }).expect(200);
    expect(removed.body.image).toBeNull();
    await t.http.get(`/api/v1/users/${user.id}/photo/`).set(auth).expect(404);
  });

  it('answers 413 for a photo over the size limit', async () => {
    const { auth } = await signedIn(t, 'user');
    const big = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);
    const res = await t.http.patch('/api/v1/users/profile/').set(auth).attach('image', big, 'big.png');
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ detail: 'Файлы слишком большие. Сожмите их или загрузите по одному.' });
  });

  it('shows a user card to its owner and the back office, and refuses other candidates', async () => {
    const candidate = await signedIn(t, 'user', { applicationId: await newApplication(t) });
    const stranger = await signedIn(t, 'user');
    const staff = await signedIn(t, 'staff');
    const admin = await signedIn(t, 'admin');
    await t.http.get(`/api/v1/users/${candidate.user.id}/`).set(candidate.auth).expect(200);
    await t.http.get(`/api/v1/users/${candidate.user.id}/`).set(staff.auth).expect(200);
    const refused = await t.http.get(`/api/v1/users/${candidate.user.id}/`).set(stranger.auth);
    expect(refused.status).toBe(403);
    // Staff read applicants only (access-limits.int-spec.ts): an absent id is refused like any other.
    await t.http.get('/api/v1/users/999999/').set(staff.auth).expect(403);
    await t.http.get('/api/v1/users/999999/').set(admin.auth).expect(404);
  });
});
