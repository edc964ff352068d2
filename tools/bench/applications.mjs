// Realistic applicants for the benchmarks: Kazakh and Russian names, schools, banks, subjects, categories, dates
// over a year and mixed statuses, with their documents. Two ways in: `seedApplications` writes rows in batches
// of multi-row INSERTs (fast, for 100,000 list rows; no signing instances, so their cards do not open), with the
// stored search_text computed by libs/contracts' applicationSearchText (the built library, passed in), as the
// API computes it; `submitApplications` sends them through the public form and the back office's calls, whole.
// Every draw comes from one seeded generator: a run sees the same data and, after `reseed`, the same requests.
import { createRequire } from 'node:module';
import { root } from './support.mjs';

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
/** Starts the generator again from `value`. */
export function reseed(value) {
  seed = value;
}
export function random() {
  seed = (seed * 1664525 + 1013904223) % 4294967296;
  return seed / 4294967296;
}
export const pick = (list) => list[Math.floor(random() * list.length)];
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

const usedIins = new Set();
function iin(contracts) {
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

/** Adds `rows` applications (and their documents) to the database `db` (a connected pg client). */
export async function seedApplications(db, rows, contracts) {
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
  for (let done = 0; done < rows;) {
    const size = Math.min(BATCH, rows - done);
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
        iin: iin(contracts),
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

/** A Kazakhstan IBAN of `bank` whose check digits hold (ISO 13616: mod 97 of the rearranged digits is 1). */
function iban(bankCode) {
  const account = `${bankCode}KZT${digits(10)}`;
  const numeric = [...`${account}KZ00`].map((char) => parseInt(char, 36)).join('');
  const remainder = [...numeric].reduce((rest, digit) => (rest * 10 + Number(digit)) % 97, 0);
  return `KZ${String(98 - remainder).padStart(2, '0')}${account}`;
}

/** A one-page PDF (the public form parses every upload in full), made by the API's own seeds' writer. */
function onePagePdf() {
  const { simplePdf } = createRequire(import.meta.url)(`${root}apps/api/dist/database/seeds/simple-pdf.js`);
  const bytes = simplePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ]);
  return new Blob([bytes], { type: 'application/pdf' });
}

/**
 * Submits `count` applications through the public form (POST /api/v1/applications/, multipart, as the
 * registration wizard sends it: each gets its documents in the store and its signing instance), `concurrency`
 * at once; then, as the demo staff and deputy, through the back office's bulk calls, signs about half and
 * refuses a fifth at staff, and of those signed refuses a tenth at the deputy. The rest wait for staff or the
 * deputy. The API must allow that many applications per IP (APPLICATIONS_PER_IP_PER_HOUR).
 */
export async function submitApplications(base, count, { db, contracts, concurrency = 4 }) {
  const ids = async (table) => (await db.query(`SELECT id, name_ru FROM ${table} ORDER BY id`)).rows;
  const languages = await ids('languages');
  const subjects = await ids('subjects');
  const categories = await ids('teacher_categories');
  const levels = await ids('education_levels');
  const reasons = await ids('reject_reasons');
  const pdf = onePagePdf();
  const created = [];
  let next = 0;
  const submitOne = async () => {
    const p = person();
    const city = pick(CITIES);
    const [bank, bankCode] = pick(BANKS);
    const subject = pick(subjects);
    const level = pick(levels);
    const form = new FormData();
    const fields = {
      name: p.name,
      email: `${latin(p.first)}.${latin(p.last)}${Math.floor(random() * 100000)}@${pick(EMAIL_DOMAINS)}`,
      address: `${city[1]}, ул. ${pick(['Абая', 'Төле би', 'Сатпаева', 'Жибек жолы', 'Республики'])}, ${1 + Math.floor(random() * 200)}`,
      phone: `+77${pick(['01', '02', '05', '07', '08', '47', '75', '77'])}${digits(7)}`,
      id_number: `0${digits(8)}`,
      iin: iin(contracts),
      iik: iban(bankCode),
      bank,
      workplace: pick(WORKPLACES)(city, 1 + Math.floor(random() * 180)),
      academic_status: 'false',
      language: String(pick(languages).id),
      language_learn: String(pick(languages).id),
      teacher_category: String(pick(categories).id),
      subject: String(subject.id),
      subject2: '',
      education_level: String(level.id),
      level: level.name_ru,
    };
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    form.set('identity_doc', pdf, 'Удостоверение личности.pdf');
    const res = await fetch(`${base}/api/v1/applications/`, {
      method: 'POST',
      headers: { 'Accept-Language': p.kazakh ? 'kk' : 'ru' },
      body: form,
    });
    if (res.status !== 201) throw new Error(`applying: ${res.status} ${await res.text()}`);
    created.push((await res.json()).id);
  };
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        next += 1;
        await submitOne();
      }
    }),
  );

  const bulk = async (role, path, body) => {
    const token = await signIn(base, role);
    const res = await fetch(`${base}/api/v1/applications/bulk/${path}/`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = await res.json();
    if (res.status !== 200 || answer.failed)
      throw new Error(`bulk ${path}: ${res.status} ${JSON.stringify(answer)}`);
  };
  const chunks = (list) =>
    Array.from({ length: Math.ceil(list.length / 500) }, (_, i) => list.slice(i * 500, i * 500 + 500));
  const signed = created.filter((_, i) => i % 10 < 5);
  const refused = created.filter((_, i) => i % 10 >= 5 && i % 10 < 7);
  for (const part of chunks(signed)) await bulk('staff', 'sign', { ids: part, decision: 'approved' });
  for (const part of chunks(refused))
    await bulk('staff', 'sign', { ids: part, decision: 'rejected', reason_id: pick(reasons).id });
  const deputyRefused = signed.filter((_, i) => i % 10 === 0);
  for (const part of chunks(deputyRefused))
    await bulk('deputy', 'reject', { items: part.map((id) => ({ id, reason_id: pick(reasons).id })) });
  return { submitted: created.length, signed: signed.length, refused: refused.length + deputyRefused.length };
}

async function signIn(base, username) {
  const res = await fetch(`${base}/token/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: 'demo12345' }),
  });
  if (!res.ok) throw new Error(`login as ${username}: ${res.status}`);
  return (await res.json()).access;
}
