import {
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';
import { EntityManager, type DataSource, type QueryRunner } from 'typeorm';
import type { DB } from './database.types';

/** The migrated schema as kysely-codegen reads it (`npm run db:types`; a test fails when it drifts). */
export type Database = DB;

/** Where a statement runs: the data source's pool, or the connection of a TypeORM transaction. */
export type SqlRunner = DataSource | EntityManager;

/**
 * Runs Kysely's compiled statements through TypeORM's query runners, so typed statements share the pool, the
 * transactions (`dataSource.transaction(manager => …)`), the query logging and the error type
 * (`QueryFailedError`, with the driver's `code`) of everything else.
 */
class TypeOrmConnection implements DatabaseConnection {
  constructor(private readonly runner: SqlRunner) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const manager = this.runner instanceof EntityManager ? this.runner : this.runner.manager;
    const own: QueryRunner | undefined = manager.queryRunner
      ? undefined
      : manager.connection.createQueryRunner();
    const queryRunner = manager.queryRunner ?? (own as QueryRunner);
    try {
      const result = await queryRunner.query(query.sql, [...query.parameters], true);
      return {
        rows: (result.records ?? []) as R[],
        ...(result.affected == null ? {} : { numAffectedRows: BigInt(result.affected) }),
      };
    } finally {
      await own?.release();
    }
  }

  // eslint-disable-next-line require-yield -- streams are read through TypeORM (see applications' export)
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('typed-sql: stream through TypeORM instead');
  }
}

/** A driver with no pool of its own: TypeORM owns connections and transactions. */
class TypeOrmDriver implements Driver {
  constructor(private readonly runner: SqlRunner) {}
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return new TypeOrmConnection(this.runner);
  }
  async beginTransaction(): Promise<void> {
    throw new Error('typed-sql: open transactions with dataSource.transaction() and pass its manager');
  }
  async commitTransaction(): Promise<void> {
    throw new Error('typed-sql: transactions belong to TypeORM');
  }
  async rollbackTransaction(): Promise<void> {
    throw new Error('typed-sql: transactions belong to TypeORM');
  }
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {}
}

const builders = new WeakMap<SqlRunner, Kysely<Database>>();

/**
 * The typed query builder on `runner`: the data source, or a transaction's entity manager. Rows come typed
 * from the schema; no cast to a hand-written row type is needed or wanted.
 *
 *     await typedSql(this.dataSource).selectFrom('users').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
 */
export function typedSql(runner: SqlRunner): Kysely<Database> {
  let builder = builders.get(runner);
  if (!builder) {
    builder = new Kysely<Database>({
      dialect: {
        createAdapter: () => new PostgresAdapter(),
        createDriver: () => new TypeOrmDriver(runner),
        createIntrospector: (db) => new PostgresIntrospector(db),
        createQueryCompiler: () => new PostgresQueryCompiler(),
      },
    });
    builders.set(runner, builder);
  }
  return builder;
}
