import { MIGRATIONS } from '../src/database/migrations';
import { ApplicationCountDeltas1763955000000 } from '../src/database/migrations/1763955000000-ApplicationCountDeltas';
import { newApplication } from './support/applications';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Migration 1763955000000-ApplicationCountDeltas taken down with deltas not folded yet and up again: the
 * counts stay what the applications are, whichever trigger keeps them.
 */
describe('the ApplicationCountDeltas migration', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const counted = (tables: string) =>
    t.dataSource.query(`SELECT created_on, status, awaiting, signed_by_staff, sum(n)::int AS n
                          FROM (${tables}) c GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4`);
  const grouped = () =>
    t.dataSource.query(`SELECT (created_at AT TIME ZONE 'Asia/Almaty')::date AS created_on, status, awaiting,
                               signed_by_staff, count(*)::int AS n
                          FROM applications GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`);
  const both = 'SELECT * FROM application_counts UNION ALL SELECT * FROM application_count_deltas';
  const move = (id: number, by: string) =>
    t.dataSource.query('UPDATE applications SET created_at = created_at + $2::interval WHERE id = $1', [
      id,
      by,
    ]);

  it('folds the deltas on the way down and appends them again on the way up', async () => {
    const first = await newApplication(t);
    const second = await newApplication(t);
    await move(first, '-3 days');
    expect(await counted(both)).toEqual(await grouped());

    const after = MIGRATIONS.length - MIGRATIONS.indexOf(ApplicationCountDeltas1763955000000);
    for (let i = 0; i < after; i += 1) await t.dataSource.undoLastMigration({ transaction: 'each' });
    expect(await counted('SELECT * FROM application_counts')).toEqual(await grouped());
    await move(second, '-5 days');
    expect(await counted('SELECT * FROM application_counts')).toEqual(await grouped());

    await t.dataSource.runMigrations({ transaction: 'each' });
    await move(first, '3 days');
    const [{ n }] = await t.dataSource.query('SELECT count(*)::int AS n FROM application_count_deltas');
    expect(n).toBe(2);
    expect(await counted(both)).toEqual(await grouped());
    await t.dataSource.query('SELECT application_counts_compact()');
    expect(await counted('SELECT * FROM application_counts')).toEqual(await grouped());
  });

  // Migration 1764000700000-ApplicationCountRowTrigger: an update appends deltas for what moved, and only then.
  it('appends no delta for an update that keeps every application where it is counted', async () => {
    const id = await newApplication(t);
    await t.dataSource.query('SELECT application_counts_compact()');
    const deltas = async () =>
      (await t.dataSource.query('SELECT count(*)::int AS n FROM application_count_deltas'))[0].n as number;

    await t.dataSource.query(`UPDATE applications SET status = status, phone = phone WHERE id = $1`, [id]);
    expect(await deltas()).toBe(0);
    await t.dataSource.query(`UPDATE applications SET signed_by_staff = NOT signed_by_staff`);
    expect(await deltas()).toBe(
      2 * (await grouped()).reduce((sum: number, row: { n: number }) => sum + row.n, 0),
    );
    expect(await counted(both)).toEqual(await grouped());
  });
});
