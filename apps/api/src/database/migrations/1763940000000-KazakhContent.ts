import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The demo practice task's title as seeded before: both languages in one (frozen, like the seed's text). */
const DEMO_TASK_RU = 'Экспертное заключение на параграф учебника';
const DEMO_TASK_KK = 'Оқулық параграфына сараптамалық қорытынды';

/**
 * The Kazakh texts of what admins write in Russian only: a lesson's title and description, a
 * course's description (its title has both already), a practice task's title and instruction and an
 * interview's name. Empty until written: a Kazakh page then shows the Russian text, marked as such.
 *
 * The demo practice task, seeded with «RU / KZ» in its title and both instructions one after the other, is
 * split into its Russian and Kazakh fields (the seeds find it by its Russian title).
 */
export class KazakhContent1763940000000 implements MigrationInterface {
  name = 'KazakhContent1763940000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE lessons
        ADD COLUMN title_kk varchar(300) NOT NULL DEFAULT '',
        ADD COLUMN description_kk text NOT NULL DEFAULT ''`);
    await q.query(`ALTER TABLE courses ADD COLUMN description_kk text NOT NULL DEFAULT ''`);
    await q.query(`
      ALTER TABLE practice_tasks
        ADD COLUMN title_kk varchar(300) NOT NULL DEFAULT '',
        ADD COLUMN instruction_kk text NOT NULL DEFAULT ''`);
    await q.query(`ALTER TABLE interviews ADD COLUMN name_kk varchar(300) NOT NULL DEFAULT ''`);
    await q.query(
      `UPDATE practice_tasks
          SET title = $1, title_kk = $2,
              instruction = split_part(instruction, E'\n\n', 1),
              instruction_kk = split_part(instruction, E'\n\n', 2)
        WHERE title = $1 || ' / ' || $2`,
      [DEMO_TASK_RU, DEMO_TASK_KK],
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE practice_tasks SET title = title || ' / ' || title_kk, instruction = instruction || E'\n\n' || instruction_kk
        WHERE title = $1 AND title_kk = $2`,
      [DEMO_TASK_RU, DEMO_TASK_KK],
    );
    await q.query('ALTER TABLE interviews DROP COLUMN name_kk');
    await q.query('ALTER TABLE practice_tasks DROP COLUMN title_kk, DROP COLUMN instruction_kk');
    await q.query('ALTER TABLE courses DROP COLUMN description_kk');
    await q.query('ALTER TABLE lessons DROP COLUMN title_kk, DROP COLUMN description_kk');
  }
}
