import type { MigrationInterface, QueryRunner } from 'typeorm';

// Frozen at the time of writing: admins manage the list afterwards through /api/v1/reject_reasons/.
const REJECT_REASONS: Array<[ru: string, kk: string, en: string]> = [
  ['Неполный комплект документов', 'Құжаттар толық жинақталмаған', 'Incomplete set of documents'],
  [
    'Данные заявки не совпадают с документами (ИИН, ФИО, удостоверение личности)',
    'Өтінім деректері құжаттарға сәйкес келмейді (ЖСН, аты-жөні, жеке куәлік)',
    'Application data does not match the documents (IIN, name, identity document)',
  ],
  [
    'Недостаточный педагогический стаж',
    'Педагогикалық өтілі жеткіліксіз',
    'Insufficient teaching experience',
  ],
  [
    'Квалификационная категория не соответствует требованиям',
    'Біліктілік санаты талаптарға сәйкес келмейді',
    'Qualification category does not meet the requirements',
  ],
  [
    'Повторная заявка: заявка уже подана ранее',
    'Қайталама өтінім: өтінім бұрын берілген',
    'Duplicate application',
  ],
  [
    'Сканы документов нечитаемы',
    'Құжаттардың сканерленген көшірмелері оқылмайды',
    'Document scans are unreadable',
  ],
  [
    'Документ об образовании не соответствует заявленному предмету',
    'Білімі туралы құжат көрсетілген пәнге сәйкес келмейді',
    'Education document does not match the subject applied for',
  ],
  ['Другое (см. комментарий)', 'Басқа (түсініктемені қараңыз)', 'Other (see comment)'],
];

const BACKFILL_BATCH = 1000;

// A frozen snapshot of libs/contracts' applicationSearchText and normalizeSearchText (commit f2e723f), which the
// backfill below used to call: a migration writes what it wrote the day it was made, whatever the live rules
// become. When the live folding changes, a new migration refolds the stored rows.
const FOLDS: Record<string, string> = {
  ә: 'а',
  ғ: 'г',
  қ: 'к',
  ң: 'н',
  ө: 'о',
  ұ: 'у',
  ү: 'у',
  һ: 'х',
  і: 'и',
  й: 'и',
  ё: 'е',
  ß: 'ss',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ı: 'i',
};
const FOLD_PATTERN = new RegExp(`[${Object.keys(FOLDS).join('')}]`, 'g');

interface SearchableApplication {
  name: string;
  email: string;
  phone: string;
  iin: string;
  id_number: string;
  workplace: string;
}

function applicationSearchText(application: SearchableApplication): string {
  return [
    application.name,
    application.email,
    `7${application.phone}`,
    application.iin,
    application.id_number,
    application.workplace,
  ]
    .join(' ')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(FOLD_PATTERN, (letter) => FOLDS[letter])
    .replace(/[-_.\u2010-\u2015\u2212]/g, '')
    .replace(/[^\p{L}\p{N}@]+/gu, ' ')
    .trim();
}

export class ApplicationsBackOffice1763800000000 implements MigrationInterface {
  name = 'ApplicationsBackOffice1763800000000';

  async up(q: QueryRunner): Promise<void> {
    // The refusal reasons list, in the shape of the other reference lists (same generic controller).
    await q.query(`
      CREATE TABLE reject_reasons (
        id serial PRIMARY KEY,
        "order" int NOT NULL DEFAULT 0,
        name_ru varchar(200) NOT NULL,
        name_kk varchar(200) NOT NULL,
        name_en varchar(200) NOT NULL DEFAULT ''
      )`);
    await q.query(`CREATE UNIQUE INDEX reject_reasons_name_ru_key ON reject_reasons (lower(name_ru))`);
    await q.query(`CREATE INDEX reject_reasons_order_idx ON reject_reasons ("order", id)`);
    for (const [index, [ru, kk, en]] of REJECT_REASONS.entries()) {
      await q.query(
        `INSERT INTO reject_reasons ("order", name_ru, name_kk, name_en) VALUES ($1, $2, $3, $4)`,
        [(index + 1) * 10, ru, kk, en],
      );
    }
    // Ids stored before the list existed are kept (NOT VALID skips them); new ones must name a reason, and a
    // reason in use cannot be deleted (the reference service answers 409 reference.in_use).
    await q.query(`
      ALTER TABLE applications ADD CONSTRAINT applications_rejection_reason_fkey
        FOREIGN KEY (rejection_reason_id) REFERENCES reject_reasons(id) NOT VALID`);

    // Search: the folded text of the searchable fields, kept by the API on insert and matched with
    // one LIKE '%word%' per word through a trigram index. The rows that exist already are folded here in
    // TypeScript (the frozen copy above of libs/contracts' rules), so there is no SQL copy of the rules.
    await q.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await q.query(`ALTER TABLE applications ADD COLUMN search_text text NOT NULL DEFAULT ''`);
    for (let lastId = 0; ;) {
      const rows = (await q.query(
        `SELECT id, name, email, phone, iin, id_number, workplace FROM applications
          WHERE id > $1 ORDER BY id LIMIT ${BACKFILL_BATCH}`,
        [lastId],
      )) as Array<SearchableApplication & { id: number }>;
      if (rows.length === 0) break;
      await q.query(
        `UPDATE applications a SET search_text = v.search_text
           FROM unnest($1::int[], $2::text[]) AS v(id, search_text) WHERE a.id = v.id`,
        [rows.map((row) => row.id), rows.map((row) => applicationSearchText(row))],
      );
      lastId = rows[rows.length - 1].id;
    }
    // Every writer must compute it: no default from here on.
    await q.query('ALTER TABLE applications ALTER COLUMN search_text DROP DEFAULT');
    await q.query(
      'CREATE INDEX applications_search_trgm_idx ON applications USING gin (search_text gin_trgm_ops)',
    );
    // The phone filter is a prefix of the stored 10 digits.
    await q.query('CREATE INDEX applications_phone_idx ON applications (phone varchar_pattern_ops)');
    await q.query('CREATE INDEX applications_created_idx ON applications (created_at DESC, id DESC)');
    await q.query(
      `CREATE INDEX application_files_degree_idx ON application_files (application_id)
        WHERE field = 'academic_degree_certificate'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX application_files_degree_idx');
    await q.query('DROP INDEX applications_created_idx');
    await q.query('DROP INDEX applications_phone_idx');
    await q.query('DROP INDEX applications_search_trgm_idx');
    await q.query('ALTER TABLE applications DROP COLUMN search_text');
    await q.query('ALTER TABLE applications DROP CONSTRAINT applications_rejection_reason_fkey');
    await q.query('DROP TABLE reject_reasons');
  }
}
