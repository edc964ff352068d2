// `npm run bench:lists`: GET /api/v1/applications/ under load on 100,000 applications, against the same SQL
// run directly on PostgreSQL.
//
// 1. Builds the API, creates a fresh database, starts the API (production mode), seeds the demo accounts.
// 2. Seeds --rows applications with Kazakh and Russian names, schools, subjects, categories, dates over a
//    year and mixed statuses (plus their documents), in batches of multi-row INSERTs. The stored search_text
//    is computed by libs/contracts' applicationSearchText, as the API computes it, so searches fold exactly
//    as in production.
// 3. For --seconds, --clients concurrent clients (kept-alive connections, signed in as the demo staff user)
//    request the list with typical filter combinations; requests/s and p50/p95 per combination and overall.
// 4. For the same time, --clients concurrent PostgreSQL connections run the very SQL the API runs for the
//    same queries: the statements and the way they run come from the built list module's listApplicationRows
//    (apps/api/dist), after the query is parsed by the same zod schema, so no copy of the SQL can drift from
//    the API's: the page's ids with the count, then their rows by a prepared statement. The API/direct ratios
//    follow.
// 5. One export of every row (GET /api/v1/applications/export/): time, size, the API's peak memory.
//
// Options: --seconds 15 --clients 16 --rows 100000 --keep (keep the database) --smoke (1 s, 2 clients, 300 rows:
// the whole path in seconds, targets printed but not enforced). Exits 1 on a failed request.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import {
  benchOptions,
  benchRun,
  build,
  cleanup,
  createDatabase,
  demoToken,
  freePort,
  httpClient,
  log,
  percentile,
  root,
  seedDemoAccounts,
  smokeNotice,
  startApi,
  stopApi,
} from './bench/support.mjs';

const options = benchOptions({
  seconds: { full: '15', smoke: '1' },
  clients: { full: '16', smoke: '2' },
  rows: { full: '100000', smoke: '300' },
});
const SECONDS = Number(options.seconds);
const CLIENTS = Number(options.clients);
const ROWS = Number(options.rows);
const TARGET_P95_MS = 30;
const TARGET_RATIO = 1.3;
const bench = benchRun();
const { agent, request } = httpClient(CLIENTS);

// ---- Realistic applicants ------------------------------------------------------------------------------

const KAZAKH_MEN = [
  'Нұрсұлтан',
  'Ерлан',
  'Бауыржан',
  'Қанат',
  'Асқар',
  'Дәурен',
  'Ержан',
  'Мұрат',
  'Серік',
  'Әлихан',
  'Ақжол',
  'Нұрлан',
  'Ғалым',
  'Жандос',
  'Бекзат',
  'Еркебұлан',
  'Дархан',
  'Ұлан',
  'Ерболат',
  'Саят',
];
const KAZAKH_WOMEN = [
  'Әсел',
  'Айгүл',
  'Гүлнұр',
  'Жанар',
  'Ақмарал',
  'Динара',
  'Аружан',
  'Балжан',
  'Мөлдір',
  'Назгүл',
  'Сәуле',
  'Гүлмира',
  'Айжан',
  'Жансая',
  'Ұлжан',
  'Шынар',
  'Әйгерім',
  'Маржан',
  'Индира',
  'Толқын',
];
/** Male forms; the female form adds 'а' (Жұмабаев → Жұмабаева). */
const KAZAKH_SURNAMES = [
  'Жұмабаев',
  'Сәрсенбаев',
  'Нұрланов',
  'Төлеуов',
  'Құдайбергенов',
  'Мұхтаров',
  'Әбілқайыров',
  'Оспанов',
  'Серікбаев',
  'Қасымов',
  'Ахметов',
  'Бекмұхамбетов',
  'Ержанов',
  'Омаров',
  'Жақыпов',
  'Тұрсынов',
  'Байжанов',
  'Есенов',
  'Ғабдуллин',
  'Сағындықов',
  'Иманғалиев',
  'Өтебаев',
  'Шәкенов',
  'Ибраев',
];
/** Fathers' names: Kazakh patronymics are formed with ұлы/қызы, or in the Russian way (Нурланович). */
const KAZAKH_FATHERS = [
  ['Нұрлан', 'Нурлан'],
  ['Серік', 'Серик'],
  ['Қайрат', 'Кайрат'],
  ['Болат', 'Болат'],
  ['Ерлан', 'Ерлан'],
  ['Мұрат', 'Мурат'],
  ['Асхат', 'Асхат'],
  ['Жұмабек', 'Жумабек'],
  ['Талғат', 'Талгат'],
  ['Бақыт', 'Бахыт'],
];
const RUSSIAN_MEN = [
  'Иван',
  'Сергей',
  'Дмитрий',
  'Алексей',
  'Андрей',
  'Михаил',
  'Николай',
  'Владимир',
  'Павел',
  'Артём',
  'Евгений',
  'Юрий',
];
const RUSSIAN_WOMEN = [
  'Мария',
  'Ольга',
  'Елена',
  'Наталья',
  'Татьяна',
  'Анна',
  'Ирина',
  'Светлана',
  'Юлия',
  'Екатерина',
  'Людмила',
  'Галина',
];
const RUSSIAN_SURNAMES = [
  'Смирнов',
  'Иванов',
  'Кузнецов',
  'Попов',
  'Васильев',
  'Петров',
  'Соколов',
  'Михайлов',
  'Новиков',
  'Фёдоров',
  'Морозов',
  'Волков',
  'Алексеев',
  'Лебедев',
  'Семёнов',
  'Егоров',
  'Павлов',
  'Козлов',
];
/** [male, female] patronymics. */
const RUSSIAN_PATRONYMICS = [
  ['Иванович', 'Ивановна'],
  ['Сергеевич', 'Сергеевна'],
  ['Петрович', 'Петровна'],
  ['Александрович', 'Александровна'],
  ['Викторович', 'Викторовна'],
  ['Николаевич', 'Николаевна'],
  ['Владимирович', 'Владимировна'],
  ['Михайлович', 'Михайловна'],
  ['Юрьевич', 'Юрьевна'],
];
const CITIES = [
  ['Алматы', 'Алматы'],
  ['Астана', 'Астана'],
  ['Шымкент', 'Шымкент'],
  ['Қарағанды', 'Караганды'],
  ['Ақтөбе', 'Актобе'],
  ['Павлодар', 'Павлодар'],
  ['Өскемен', 'Усть-Каменогорск'],
  ['Семей', 'Семей'],
  ['Атырау', 'Атырау'],
  ['Қостанай', 'Костанай'],
  ['Тараз', 'Тараз'],
  ['Орал', 'Уральск'],
  ['Қызылорда', 'Кызылорда'],
  ['Петропавл', 'Петропавловск'],
  ['Көкшетау', 'Кокшетау'],
  ['Түркістан', 'Туркестан'],
];
const WORKPLACES = [
  ([kk], n) => `${kk} қаласының № ${n} жалпы білім беретін мектебі КММ`,
  ([, ru], n) => `КГУ «Школа-гимназия № ${n}» г. ${ru}`,
  ([, ru], n) => `Школа-лицей № ${n}, г. ${ru}`,
  ([kk], n) => `№ ${n} мектеп-гимназиясы, ${kk} қ.`,
  ([kk]) => `Назарбаев Зияткерлік мектебі, ${kk}`,
  ([, ru], n) => `Колледж № ${(n % 9) + 1}, г. ${ru}`,
  ([kk]) => `${kk} облысының білім басқармасы`,
  ([, ru], n) => `ГККП «Ясли-сад № ${n}», г. ${ru}`,
];
const BANKS = [
  ['Halyk Bank', '601'],
  ['Kaspi Bank', '722'],
  ['ForteBank', '996'],
  ['Bank CenterCredit', '826'],
  ['Jusan Bank', '998'],
  ['Freedom Bank', '551'],
  ['Отбасы банк', '125'],
  ['Bereke Bank', '914'],
];
const EMAIL_DOMAINS = ['mail.ru', 'gmail.com', 'mail.kz', 'bk.ru', 'inbox.ru', 'yandex.kz'];
const LATIN = {
  а: 'a',
  ә: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  ғ: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'i',
  і: 'i',
  к: 'k',
  қ: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  ң: 'n',
  о: 'o',
  ө: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ұ: 'u',
  ү: 'u',
  ф: 'f',
  х: 'kh',
  һ: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sh',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

// A fixed seed: every run (and the API and direct phases) sees the same data and the same requests.
let seed = 20240601;
function random() {
  seed = (seed * 1664525 + 1013904223) % 4294967296;
  return seed / 4294967296;
}
const pick = (list) => list[Math.floor(random() * list.length)];
const digits = (count) => Array.from({ length: count }, () => Math.floor(random() * 10)).join('');
const latin = (text) => [...text.toLowerCase()].map((c) => LATIN[c] ?? c).join('');

function person() {
  const woman = random() < 0.6; // most teachers are women
  if (random() < 0.7) {
    const surname = pick(KAZAKH_SURNAMES);
    const [fatherKk, fatherRu] = pick(KAZAKH_FATHERS);
    const patronymic =
      random() < 0.5 ? `${fatherKk}${woman ? 'қызы' : 'ұлы'}` : `${fatherRu}${woman ? 'овна' : 'ович'}`;
    const first = pick(woman ? KAZAKH_WOMEN : KAZAKH_MEN);
    return {
      first,
      last: surname + (woman ? 'а' : ''),
      name: `${surname}${woman ? 'а' : ''} ${first} ${patronymic}`,
      kazakh: true,
    };
  }
  const surname = pick(RUSSIAN_SURNAMES);
  const [male, female] = pick(RUSSIAN_PATRONYMICS);
  const first = pick(woman ? RUSSIAN_WOMEN : RUSSIAN_MEN);
  return {
    first,
    last: surname + (woman ? 'а' : ''),
    name: `${surname}${woman ? 'а' : ''} ${first} ${woman ? female : male}`,
    kazakh: false,
  };
}

// ---- Seeding -------------------------------------------------------------------------------------------

/** The built libraries and service (apps/api/dist), loaded once `build('api')` has made them. */
let contracts;
let listApplicationRows;
let statementName;
function loadBuilt() {
  const require = createRequire(import.meta.url);
  contracts = require(`${root}libs/contracts/dist/index.js`);
  ({ listApplicationRows } = require(`${root}apps/api/dist/modules/applications/application-list.sql.js`));
  ({ statementName } = require(`${root}apps/api/dist/core/database/prepared-query.js`));
}

const usedIins = new Set();
function iin() {
  for (;;) {
    const year = 60 + Math.floor(random() * 40);
    const month = String(1 + Math.floor(random() * 12)).padStart(2, '0');
    const day = String(1 + Math.floor(random() * 28)).padStart(2, '0');
    const prefix = `${year}${month}${day}${pick(['3', '4'])}${digits(4)}`;
    for (let check = 0; check <= 9; check++) {
      const candidate = `${prefix}${check}`;
      if (contracts.hasValidIinCheckDigit(candidate) && !usedIins.has(candidate)) {
        usedIins.add(candidate);
        return candidate;
      }
    }
  }
}

const COLUMNS = [
  ['name', 'text'],
  ['email', 'text'],
  ['address', 'text'],
  ['phone', 'text'],
  ['id_number', 'text'],
  ['iin', 'text'],
  ['iik', 'text'],
  ['bank', 'text'],
  ['workplace', 'text'],
  ['academic_status', 'boolean'],
  ['teacher_category_id', 'int'],
  ['language_id', 'int'],
  ['language_learn_id', 'int'],
  ['subject_id', 'int'],
  ['subject2_id', 'int'],
  ['education_level_id', 'int'],
  ['level', 'text'],
  ['submitted_language', 'text'],
  ['status', 'text'],
  ['awaiting', 'text'],
  ['signed_by_staff', 'boolean'],
  ['signed_by_staff_at', 'timestamptz'],
  ['signed_by_staff_user_id', 'int'],
  ['signed_by_deputy_at', 'timestamptz'],
  ['signed_by_deputy_user_id', 'int'],
  ['approved_role', 'text'],
  ['rejected_by', 'text'],
  ['rejected_at', 'timestamptz'],
  ['rejected_by_user_id', 'int'],
  ['rejection_reason_id', 'int'],
  ['rejection_comment', 'text'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
  ['search_text', 'text'],
];

async function seedApplications(db) {
  const ids = async (table) => (await db.query(`SELECT id, name_ru FROM ${table} ORDER BY id`)).rows;
  const languages = await ids('languages');
  const subjects = await ids('subjects');
  const categories = await ids('teacher_categories');
  const levels = await ids('education_levels');
  const reasons = await ids('reject_reasons');
  const users = Object.fromEntries(
    (await db.query(`SELECT id, username FROM users WHERE username IN ('staff', 'deputy')`)).rows.map((u) => [
      u.username,
      u.id,
    ]),
  );
  const kkLanguage = languages.find((l) => /каз/i.test(l.name_ru)) ?? languages[0];
  const now = Date.now();
  const year = 365 * 24 * 3600 * 1000;
  const BATCH = 5000;
  for (let done = 0; done < ROWS;) {
    const size = Math.min(BATCH, ROWS - done);
    const columns = COLUMNS.map(() => []);
    for (let i = 0; i < size; i++) {
      const p = person();
      const city = pick(CITIES);
      const [bank, bankCode] = pick(BANKS);
      const created = new Date(now - random() * year);
      const later = (days) => new Date(Math.min(now, created.getTime() + random() * days * 86_400_000));
      const subject = pick(subjects);
      const second = random() < 0.2 ? pick(subjects.filter((s) => s.id !== subject.id)) : null;
      const level = pick(levels);
      const language = p.kazakh && random() < 0.8 ? kkLanguage : pick(languages);
      const academic = random() < 0.1;
      const application = {
        name: p.name,
        email: `${latin(p.first)}.${latin(p.last)}${Math.floor(random() * 1000)}@${pick(EMAIL_DOMAINS)}`,
        phone: `7${pick(['01', '02', '05', '07', '08', '47', '75', '77'])}${digits(7)}`,
        id_number: `0${digits(8)}`,
        iin: iin(),
        workplace: pick(WORKPLACES)(city, 1 + Math.floor(random() * 180)),
      };
      const roll = random();
      const status = roll < 0.5 ? 'waiting' : roll < 0.8 ? 'signed' : 'rejected';
      const staffSigned =
        status === 'signed' ||
        (status === 'waiting' && random() < 0.3) ||
        (status === 'rejected' && random() < 0.4);
      const rejectedBy = status === 'rejected' ? (staffSigned ? 'deputy' : 'staff') : null;
      const staffAt = staffSigned ? later(10) : null;
      const values = {
        ...application,
        address: `${city[1]}, ул. ${pick(['Абая', 'Төле би', 'Сатпаева', 'Жибек жолы', 'Республики', 'Кенесары'])}, ${1 + Math.floor(random() * 200)}`,
        iik: `KZ${digits(2)}${bankCode}KZT${digits(10)}`,
        bank,
        academic_status: academic,
        teacher_category_id: pick(categories).id,
        language_id: language.id,
        language_learn_id: pick(languages).id,
        subject_id: subject.id,
        subject2_id: second?.id ?? null,
        education_level_id: level.id,
        level: level.name_ru,
        submitted_language: language === kkLanguage ? 'kk' : 'ru',
        status,
        awaiting: status === 'waiting' ? (staffSigned ? 'deputy' : 'staff') : null,
        signed_by_staff: staffSigned,
        signed_by_staff_at: staffAt,
        signed_by_staff_user_id: staffSigned ? users.staff : null,
        signed_by_deputy_at: status === 'signed' ? later(20) : null,
        signed_by_deputy_user_id: status === 'signed' ? users.deputy : null,
        approved_role: status === 'signed' ? (random() < 0.85 ? 'user' : 'direct_enroll') : null,
        rejected_by: rejectedBy,
        rejected_at: rejectedBy ? later(20) : null,
        rejected_by_user_id: rejectedBy ? users[rejectedBy] : null,
        rejection_reason_id: rejectedBy ? pick(reasons).id : null,
        rejection_comment: rejectedBy && random() < 0.5 ? 'Документы не соответствуют требованиям' : null,
        created_at: created,
        updated_at: created,
        search_text: contracts.applicationSearchText(application),
      };
      COLUMNS.forEach(([name], index) => columns[index].push(values[name]));
    }
    await db.query(
      `INSERT INTO applications (${COLUMNS.map(([name]) => name).join(', ')})
       SELECT * FROM unnest(${COLUMNS.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')})`,
      columns,
    );
    done += size;
  }
  // Every application has its identity document; those with a degree, its certificate too (the demo
  // applications already have theirs).
  await db.query(
    `INSERT INTO application_files (application_id, field, stored_name, original_name, mime, size, sha256)
     SELECT id, 'identity_doc', 'bench/' || id || '/identity_doc.pdf', 'Удостоверение личности.pdf',
            'application/pdf', 183211, repeat('0', 64) FROM applications
     UNION ALL
     SELECT id, 'academic_degree_certificate', 'bench/' || id || '/degree.pdf', 'Диплом кандидата наук.pdf',
            'application/pdf', 241877, repeat('0', 64) FROM applications WHERE academic_status
     ON CONFLICT (application_id, field) DO NOTHING`,
  );
}

// ---- The load ------------------------------------------------------------------------------------------

const SEARCH_TERMS = [
  'жумабаева',
  'сарсенбаев',
  'асел',
  'нурланкызы',
  'гулнур',
  'кудайбергенов',
  'айгерим оспанова',
  'ерлан тулеуов',
  'абилкайырова',
  'нурсултан',
  'мухтарова айгул',
  'смирнова',
  'иванов сергей',
];
const SUBJECTS = ['матем', 'физ', 'истор', 'биол', 'хими', 'казах', 'информ'];

function monthRange() {
  const end = new Date(Date.now() - random() * 330 * 86_400_000);
  const start = new Date(end.getTime() - 30 * 86_400_000);
  return {
    created_at_after: start.toISOString().slice(0, 10),
    created_at_before: end.toISOString().slice(0, 10),
  };
}

/** The typical screens: each yields one query of the list, as the web client sends it. */
const COMBINATIONS = [
  ['status=waiting', () => ({ status: 'waiting', page_size: 20 })],
  ['awaiting=staff', () => ({ awaiting: 'staff', page_size: 20 })],
  ['search (1–2 words)', () => ({ search: pick(SEARCH_TERMS), page_size: 20 })],
  ['awaiting=staff + search', () => ({ awaiting: 'staff', search: pick(SEARCH_TERMS), page_size: 20 })],
  ['subject__name__icontains', () => ({ subject__name__icontains: pick(SUBJECTS), page_size: 20 })],
  ['created_at range (30 d)', () => ({ ...monthRange(), page_size: 20 })],
  [
    'status=waiting, page 2–5',
    () => ({ status: 'waiting', page: 2 + Math.floor(random() * 4), page_size: 20 }),
  ],
];

/** Runs `once(combination, query)` from CLIENTS workers for SECONDS; latencies per combination. */
async function load(once) {
  const latencies = COMBINATIONS.map(() => []);
  let next = 0;
  let failures = 0;
  let failure = null;
  const deadline = Date.now() + SECONDS * 1000;
  const started = process.hrtime.bigint();
  const worker = async () => {
    while (Date.now() < deadline) {
      const index = next++ % COMBINATIONS.length;
      const query = COMBINATIONS[index][1]();
      const begun = process.hrtime.bigint();
      try {
        await once(query);
        latencies[index].push(Number(process.hrtime.bigint() - begun) / 1e6);
      } catch (error) {
        failures += 1;
        failure ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, worker));
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  const summary = (list) => {
    const sorted = [...list].sort((a, b) => a - b);
    return {
      count: sorted.length,
      perSecond: sorted.length / elapsed,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
    };
  };
  return {
    combinations: latencies.map(summary),
    overall: summary(latencies.flat()),
    failures,
    failure,
  };
}

/** A query as the API receives it: every value a string. */
const asParams = (query) => Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
const queryString = (query) => new URLSearchParams(asParams(query)).toString();

/** One full export, read to the end; bytes and seconds. */
function timeExport(port, token) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    http
      .get(
        {
          host: '127.0.0.1',
          port,
          path: '/api/v1/applications/export/',
          headers: { authorization: `Bearer ${token}` },
        },
        (res) => {
          let bytes = 0;
          res.on('data', (chunk) => (bytes += chunk.length));
          res.on('end', () =>
            res.statusCode === 200
              ? resolve({ bytes, seconds: Number(process.hrtime.bigint() - started) / 1e9 })
              : reject(new Error(`export: ${res.statusCode}`)),
          );
        },
      )
      .on('error', reject);
  });
}

const residentMiB = (pid, field) =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

async function main() {
  log(
    `bench:lists — ${ROWS} applications, ${SECONDS} s per measurement, ${CLIENTS} clients, database ${bench.database}`,
  );
  smokeNotice(options);
  build('api');
  loadBuilt();
  await createDatabase(bench);
  const port = await freePort();
  let api;
  const db = new pg.Client({ connectionString: bench.databaseUrl });
  const pool = new pg.Pool({ connectionString: bench.databaseUrl, max: CLIENTS });
  try {
    api = await startApi(bench, request, port);
    seedDemoAccounts(bench);
    await db.connect();
    const token = await demoToken(request, port, 'staff');

    const seededAt = Date.now();
    await seedApplications(db);
    // The worker folds the count deltas every 5 s (compact-application-counts); no worker runs here.
    await db.query('SELECT application_counts_compact()');
    await db.query('VACUUM ANALYZE');
    log(`seeded ${ROWS} applications in ${((Date.now() - seededAt) / 1000).toFixed(1)} s`);
    const sample = await db.query('SELECT name, workplace FROM applications ORDER BY random() LIMIT 3');
    for (const row of sample.rows) log(`  e.g. ${row.name} — ${row.workplace}`);

    // Warm both paths alike (plans, caches, connections).
    const warm = options.smoke ? SECONDS / 5 : Math.max(1, Math.floor(SECONDS / 5));
    const viaApi = async (query) => {
      const res = await request(port, 'GET', `/api/v1/applications/?${queryString(query)}`, undefined, token);
      if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
    };
    const direct = async (query) => {
      const run = (text, values, prepared) =>
        pool.query({ text, values, ...(prepared ? { name: statementName(text) } : {}) }).then((r) => r.rows);
      await listApplicationRows(run, contracts.applicationListQuerySchema.parse(asParams(query)));
    };
    for (const once of [viaApi, direct]) {
      const deadline = Date.now() + warm * 1000;
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          while (Date.now() < deadline)
            await once(COMBINATIONS[Math.floor(random() * COMBINATIONS.length)][1]());
        }),
      );
    }
    seed = 42;
    const apiResult = await load(viaApi);
    seed = 42;
    const directResult = await load(direct);
    const before = residentMiB(api.pid, 'VmRSS');
    const exported = await timeExport(port, token);
    const peak = residentMiB(api.pid, 'VmHWM');

    const ms = (value) => `${value.toFixed(1).padStart(6)} ms`;
    const line = (name, a, d) =>
      `${name.padEnd(26)} ${a.perSecond.toFixed(0).padStart(6)}/s  p50 ${ms(a.p50)}  p95 ${ms(a.p95)}   |  ${d.perSecond.toFixed(0).padStart(6)}/s  p50 ${ms(d.p50)}  p95 ${ms(d.p95)}   |  ×${(a.p50 / d.p50).toFixed(2)}  ×${(a.p95 / d.p95).toFixed(2)}`;
    log('');
    log(
      `${''.padEnd(26)} ${'API (GET /api/v1/applications/)'.padEnd(40)}|  ${'direct SQL (same statements)'.padEnd(41)}|  API/direct p50, p95`,
    );
    COMBINATIONS.forEach(([name], i) =>
      log(line(name, apiResult.combinations[i], directResult.combinations[i])),
    );
    log(line('overall', apiResult.overall, directResult.overall));
    log(
      `failures: API ${apiResult.failures}, direct ${directResult.failures}${apiResult.failure ? ` (${apiResult.failure.message})` : ''}${directResult.failure ? ` (${directResult.failure.message})` : ''}`,
    );
    log(
      `export of all ${ROWS} rows: ${exported.seconds.toFixed(1)} s, ${(exported.bytes / 1048576).toFixed(1)} MiB; API resident memory ${before.toFixed(0)} MiB before, peak ${peak.toFixed(0)} MiB (VmHWM, whole run)`,
    );
    const ratio = apiResult.overall.p95 / directResult.overall.p95;
    const targets = [
      [
        `p95 under ${TARGET_P95_MS} ms (overall ${apiResult.overall.p95.toFixed(1)} ms)`,
        apiResult.overall.p95 < TARGET_P95_MS,
      ],
      [`at most ${TARGET_RATIO}× the direct query (p95 ratio ${ratio.toFixed(2)})`, ratio <= TARGET_RATIO],
      ['no failed request', apiResult.failures === 0 && directResult.failures === 0],
    ];
    log('');
    for (const [name, met] of targets) log(`${met ? 'met    ' : 'MISSED '} ${name}`);
    if (apiResult.failures || directResult.failures) process.exitCode = 1;
    await stopApi(api);
    api = undefined;
  } finally {
    if (api) api.kill('SIGKILL');
    await db.end().catch(() => undefined);
    await pool.end().catch(() => undefined);
    await cleanup(bench, { keep: options.keep });
    agent.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
