import { randomBytes } from 'node:crypto';
import type { Role } from '@expert-portal/contracts';
import { Workbook, type Worksheet } from 'exceljs';
import type { Response } from 'superagent';
import { applicationSearchText } from '@expert-portal/contracts';
import { PDF, newApplication, nextIin, type NewApplication } from './support/applications';
import { signedIn, startTestApp, type TestApp } from './support/test-app';

type Auth = { Authorization: string };

const HEADERS = [
  '№',
  'ФИО',
  'Email',
  'Телефон',
  'ИИН',
  'Номер удостоверения',
  'ИИК',
  'Банк',
  'Место работы',
  'Язык',
  'Язык обучения',
  'Категория',
  'Предмет',
  'Второй предмет',
  'Уровень образования',
  'Учёная степень',
  'Статус',
  'Подписано сотрудником',
  'Решение заместителя',
  'Причина отказа',
  'Комментарий',
  'Дата подачи',
];
const column = (header: string) => HEADERS.indexOf(header) + 1;

/** A word no other application of the file contains, to scope a list to one test's rows. */
function marker(): string {
  return `метка${randomBytes(4).toString('hex')}`;
}

const KAZAKH_FIRST = ['Әсел', 'Нұрсұлтан', 'Айгүл', 'Ерғали', 'Гүлнұр', 'Бауыржан', 'Жанар', 'Қанат'];
const KAZAKH_LAST = ['Жұмабаева', 'Сәрсенбаев', 'Төлеуова', 'Құдайбергенов', 'Мұхтарова', 'Әбілқайыров'];
const RUSSIAN_FIRST = ['Иван', 'Мария', 'Сергей', 'Ольга', 'Дмитрий', 'Елена'];
const RUSSIAN_LAST = ['Смирнов', 'Петрова', 'Кузнецов', 'Волкова', 'Соколов', 'Ёлкина'];

function personName(n: number): string {
  if (n % 2 === 0) {
    return `${KAZAKH_LAST[n % KAZAKH_LAST.length]} ${KAZAKH_FIRST[n % KAZAKH_FIRST.length]} ${n}`;
  }
  return `${RUSSIAN_LAST[n % RUSSIAN_LAST.length]} ${RUSSIAN_FIRST[n % RUSSIAN_FIRST.length]} ${n}`;
}

/** Reads a binary body whole, whatever its content type, for exceljs to parse. */
function binary(res: Response, callback: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
}

describe('applications export (Excel)', () => {
  let t: TestApp;
  const as = {} as Record<Role, Auth>;
  let reason: { id: number; name_ru: string };

  beforeAll(async () => {
    t = await startTestApp();
    for (const role of [
      'admin',
      'director',
      'deputy',
      'staff',
      'analyst',
      'expert',
      'direct_enroll',
      'user',
    ] as Role[]) {
      as[role] = (await signedIn(t, role)).auth;
    }
    [reason] = (await t.dataSource.query(
      'SELECT id, name_ru FROM reject_reasons ORDER BY "order", id LIMIT 1',
    )) as Array<{ id: number; name_ru: string }>;
  }, 60_000);
  afterAll(() => t.close());

  const create = (options: NewApplication = {}) => newApplication(t, options);

  const exportOf = (query: Record<string, string | number>, auth: Auth = as.staff) =>
    t.http.get('/api/v1/applications/export/').query(query).set(auth).buffer(true).parse(binary);

  async function sheetOf(query: Record<string, string | number>, auth: Auth = as.staff): Promise<Worksheet> {
    const res = await exportOf(query, auth).expect(200);
    const workbook = new Workbook();
    // exceljs types its argument as its own `Buffer extends ArrayBuffer`; a Node Buffer is what it reads.
    await workbook.xlsx.load(res.body as ArrayBuffer);
    const sheet = workbook.getWorksheet('Applications');
    if (!sheet) throw new Error(`no sheet 'Applications' in ${workbook.worksheets.map((s) => s.name)}`);
    return sheet;
  }

  /** The data rows (the header left out) as arrays of cell values, 1-based like the sheet's columns. */
  function rowsOf(sheet: Worksheet): unknown[][] {
    const rows: unknown[][] = [];
    sheet.eachRow((row, number) => {
      if (number > 1) rows.push(row.values as unknown[]);
    });
    return rows;
  }

  /** Every page of GET /api/v1/applications/ for a query, in order. */
  async function listed(
    query: Record<string, string | number>,
  ): Promise<Array<{ id: number; name: string; iin: string }>> {
    const all: Array<{ id: number; name: string; iin: string }> = [];
    for (let page = 1; ; page++) {
      const res = await t.http
        .get('/api/v1/applications/')
        .query({ ...query, page, page_size: 100 })
        .set(as.staff)
        .expect(200);
      all.push(...(res.body.results as Array<{ id: number; name: string; iin: string }>));
      if (!res.body.next) return all;
    }
  }

  /**
   * Copies a submitted application `count` times in one statement, with new names, IINs and creation times
   * (three rows share each time, so the order's tie-break by id matters), and the stored search text that
   * the API computes for every row it inserts.
   */
  async function copies(templateId: number, count: number, base: Date): Promise<void> {
    const [template] = (await t.dataSource.query(
      'SELECT email, phone, id_number, workplace FROM applications WHERE id = $1',
      [templateId],
    )) as Array<{ email: string; phone: string; id_number: string; workplace: string }>;
    const names: string[] = [];
    const iins: string[] = [];
    const times: string[] = [];
    const texts: string[] = [];
    for (let n = 0; n < count; n++) {
      const name = personName(n);
      const iin = nextIin();
      names.push(name);
      iins.push(iin);
      // Microseconds too: the export's keyset must not lose them.
      times.push(new Date(base.getTime() - Math.floor(n / 3) * 120_000).toISOString().replace('Z', '123Z'));
      texts.push(applicationSearchText({ ...template, name, iin }));
    }
    const columns = (
      (await t.dataSource.query(
        `SELECT column_name FROM information_schema.columns
          WHERE table_name = 'applications'
            AND column_name NOT IN ('id', 'name', 'iin', 'created_at', 'search_text')
          ORDER BY ordinal_position`,
      )) as Array<{ column_name: string }>
    ).map((row) => row.column_name);
    await t.dataSource.query(
      `INSERT INTO applications (name, iin, created_at, search_text, ${columns.join(', ')})
       SELECT v.name, v.iin, v.created_at, v.search_text, ${columns.map((c) => `a.${c}`).join(', ')}
         FROM applications a,
              unnest($2::text[], $3::text[], $4::timestamptz[], $5::text[]) AS v(name, iin, created_at, search_text)
        WHERE a.id = $1`,
      [templateId, names, iins, times, texts],
    );
  }

  it('answers a streamed .xlsx attachment to staff, deputy, director and admin; 403 to others', async () => {
    const tag = marker();
    await create({ fields: { workplace: tag } });
    for (const role of ['staff', 'deputy', 'director', 'admin'] as Role[]) {
      const res = await exportOf({ search: tag }, as[role]).expect(200);
      expect(res.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="applications_filtered.xlsx"; filename*=UTF-8''applications_filtered.xlsx`,
      );
      // Streamed: no length known in advance.
      expect(res.headers['transfer-encoding']).toBe('chunked');
      expect((res.body as Buffer).subarray(0, 2).toString()).toBe('PK');
    }
    for (const role of ['analyst', 'user', 'expert', 'direct_enroll'] as Role[]) {
      await exportOf({ search: tag }, as[role]).expect(403);
    }
    await t.http.get('/api/v1/applications/export/').expect(401);
    // The list's validation applies too.
    await exportOf({ created_at_after: '10.03.2025' }).expect(400);
  });

  it("has the sheet 'Applications' with the Russian header row, and only it when nothing matches", async () => {
    const sheet = await sheetOf({ search: marker() });
    expect(sheet.getRow(1).values).toEqual([undefined, ...HEADERS]);
    expect(sheet.rowCount).toBe(1);
  });

  it('fills every column; Kazakh names and texts survive', async () => {
    const tag = marker();
    const id = await create({
      fields: {
        name: 'Жұмабаева Әсел Нұрланқызы',
        email: 'asel@example.kz',
        phone: '+77071234567',
        id_number: '045612378',
        workplace: `Ақтөбе қаласы №12 мектеп-гимназиясы ${tag}`,
        academic_status: 'true',
        subject: '8',
        subject2: '15',
      },
      files: { academic_degree_certificate: { content: PDF, name: 'Ғылыми дәреже.pdf' } },
      language: 'kk',
    });
    await t.http
      .post(`/api/v1/applications/${id}/sign/`)
      .set(as.staff)
      .send({ decision: 'approved' })
      .expect(200);
    await t.http
      .post(`/api/v1/applications/${id}/reject/`)
      .set(as.deputy)
      .send({ reason_id: reason.id, comment: 'Құжаттар толық емес' })
      .expect(200);
    await t.dataSource.query(`UPDATE applications SET created_at = '2025-03-10T12:34:00+05' WHERE id = $1`, [
      id,
    ]);
    const [row] = (await t.dataSource.query(
      `SELECT a.iin, a.iik, a.bank, l.name_ru AS language, ll.name_ru AS language_learn,
              tc.name_ru AS category, s.name_ru AS subject, s2.name_ru AS subject2, el.name_ru AS level
         FROM applications a JOIN languages l ON l.id = a.language_id JOIN languages ll ON ll.id = a.language_learn_id
         JOIN teacher_categories tc ON tc.id = a.teacher_category_id JOIN subjects s ON s.id = a.subject_id
         JOIN subjects s2 ON s2.id = a.subject2_id JOIN education_levels el ON el.id = a.education_level_id
        WHERE a.id = $1`,
      [id],
    )) as Array<Record<string, string>>;

    const rows = rowsOf(await sheetOf({ search: tag }));
    expect(rows).toHaveLength(1);
    expect(rows[0].slice(1)).toEqual([
      1,
      'Жұмабаева Әсел Нұрланқызы',
      'asel@example.kz',
      '+77071234567',
      row.iin,
      '045612378',
      row.iik,
      row.bank,
      `Ақтөбе қаласы №12 мектеп-гимназиясы ${tag}`,
      row.language,
      row.language_learn,
      row.category,
      row.subject,
      row.subject2,
      row.level,
      'Да',
      'Отклонено',
      'Да',
      'Отклонено',
      reason.name_ru,
      'Құжаттар толық емес',
      // The wall-clock time in Kazakhstan (Excel dates carry no zone).
      new Date('2025-03-10T12:34:00Z'),
    ]);
  });

  it("labels the deputy's decision and the staff signature by state", async () => {
    const tag = marker();
    const waiting = await create({ fields: { workplace: tag } });
    const withDeputy = await create({ fields: { workplace: tag } });
    const approved = await create({ fields: { workplace: tag } });
    for (const id of [withDeputy, approved]) {
      await t.http
        .post(`/api/v1/applications/${id}/sign/`)
        .set(as.staff)
        .send({ decision: 'approved' })
        .expect(200);
    }
    await t.http
      .post(`/api/v1/applications/${approved}/approve/`)
      .set(as.deputy)
      .send({ role: 'direct_enroll' })
      .expect(200);
    const byIin = new Map(rowsOf(await sheetOf({ search: tag })).map((r) => [r[column('ИИН')], r]));
    const labels = async (id: number) => {
      const [{ iin }] = (await t.dataSource.query('SELECT iin FROM applications WHERE id = $1', [
        id,
      ])) as Array<{
        iin: string;
      }>;
      const r = byIin.get(iin) as unknown[];
      return [r[column('Статус')], r[column('Подписано сотрудником')], r[column('Решение заместителя')]];
    };
    expect(await labels(waiting)).toEqual(['Ожидает', 'Нет', undefined]);
    expect(await labels(withDeputy)).toEqual(['Ожидает', 'Да', 'Ожидает']);
    expect(await labels(approved)).toEqual(['Подписано', 'Да', 'Одобрено (Прямое зачисление)']);
  });

  describe("the export's rows match the filtered list", () => {
    const tag = marker();
    const COUNT = 2_150; // more than two of the export's batches of 1000

    beforeAll(async () => {
      const template = await create({ fields: { workplace: `Школа-лицей № 7 ${tag}` } });
      await copies(template, COUNT, new Date('2025-06-01T09:00:00Z'));
      // Some of them signed by staff, straight in the projection: the list only reads it.
      await t.dataSource.query(
        `UPDATE applications SET awaiting = 'deputy', signed_by_staff = true, signed_by_staff_at = now()
          WHERE search_text LIKE $1 AND id % 4 = 0`,
        [`%${tag}%`],
      );
    }, 60_000);

    const expectSameRows = async (query: Record<string, string>) => {
      const list = await listed(query);
      const rows = rowsOf(await sheetOf(query));
      expect(rows.map((r) => [r[column('ФИО')], r[column('ИИН')]])).toEqual(list.map((a) => [a.name, a.iin]));
      expect(rows.map((r) => r[column('№')])).toEqual(list.map((_, i) => i + 1));
      return list;
    };

    it('all of them, past the batch boundaries, in the list order (ties broken by id)', async () => {
      const list = await expectSameRows({ search: tag });
      expect(list).toHaveLength(COUNT + 1);
    }, 60_000);

    it('with filters: awaiting, a search typed with Russian letters for Kazakh names, dates', async () => {
      expect((await expectSameRows({ search: tag, awaiting: 'deputy' })).length).toBeGreaterThan(400);
      // 'Жұмабаева' typed as 'жумабаева'.
      const kazakh = await expectSameRows({ search: `${tag} жумабаева` });
      expect(kazakh.length).toBeGreaterThan(100);
      expect(kazakh.every((a) => a.name.startsWith('Жұмабаева'))).toBe(true);
      const days = await expectSameRows({
        search: tag,
        created_at_after: '2025-05-31',
        created_at_before: '2025-05-31',
      });
      expect(days.length).toBeGreaterThan(500);
      expect(days.length).toBeLessThan(COUNT);
    }, 60_000);
  });
});
