import { sql } from 'kysely';
import { DataSource, QueryFailedError } from 'typeorm';
import { typedSql } from '../src/core/database/typed-sql';
import { createTestDatabase, dropDatabase } from './support/test-database';

describe('typedSql: Kysely on TypeORM’s connections', () => {
  let database: { name: string; url: string };
  let dataSource: DataSource;
  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = await new DataSource({ type: 'postgres', url: database.url }).initialize();
  });
  afterAll(async () => {
    await dataSource.destroy();
    await dropDatabase(database.name);
  });

  const insertSubject = (name: string) =>
    typedSql(dataSource)
      .insertInto('subjects')
      .values({ name_ru: name, name_kk: name })
      .returning(['id', 'name_ru'])
      .executeTakeFirstOrThrow();

  it('answers typed rows from the pool', async () => {
    const inserted = await insertSubject('Предмет для проверки А');
    const row = await typedSql(dataSource)
      .selectFrom('subjects')
      .select(['id', 'name_ru', 'name_kk'])
      .where('id', '=', inserted.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      id: inserted.id,
      name_ru: 'Предмет для проверки А',
      name_kk: 'Предмет для проверки А',
    });
  });

  it('counts the rows an update or a delete touched', async () => {
    const inserted = await insertSubject('Предмет для проверки Б');
    const updated = await typedSql(dataSource)
      .updateTable('subjects')
      .set({ name_kk: 'Тексеру пәні Б' })
      .where('id', '=', inserted.id)
      .executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(1n);
    const deleted = await typedSql(dataSource).deleteFrom('subjects').where('id', '=', -1).executeTakeFirst();
    expect(deleted.numDeletedRows).toBe(0n);
  });

  it('runs inside a TypeORM transaction, which a failure rolls back', async () => {
    await expect(
      dataSource.transaction(async (manager) => {
        await typedSql(manager)
          .insertInto('subjects')
          .values({ name_ru: 'Предмет для проверки В', name_kk: 'Сызу' })
          .execute();
        const seen = await typedSql(manager)
          .selectFrom('subjects')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('name_ru', '=', 'Предмет для проверки В')
          .executeTakeFirstOrThrow();
        expect(seen.n).toBe(1);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    const after = await typedSql(dataSource)
      .selectFrom('subjects')
      .select('id')
      .where('name_ru', '=', 'Предмет для проверки В')
      .execute();
    expect(after).toEqual([]);
  });

  it('fails as TypeORM does, with the driver’s SQLSTATE', async () => {
    const error = await typedSql(dataSource)
      .insertInto('subjects')
      .values({ id: -1, name_ru: 'x', name_kk: 'x' })
      .execute()
      .then(() =>
        typedSql(dataSource).insertInto('subjects').values({ id: -1, name_ru: 'y', name_kk: 'y' }).execute(),
      )
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(QueryFailedError);
    expect((error as { driverError: { code: string } }).driverError.code).toBe('23505');
  });

  it('refuses transactions of its own: they belong to TypeORM', async () => {
    await expect(
      typedSql(dataSource)
        .transaction()
        .execute(async () => undefined),
    ).rejects.toThrow(/dataSource\.transaction/);
  });
});
