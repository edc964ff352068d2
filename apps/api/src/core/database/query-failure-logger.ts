import type { Logger as PinoLogger } from 'pino';
import type { Logger as TypeOrmLogger } from 'typeorm';

/** How much of a failed statement is logged: enough to find it in the code, without its values. */
const STATEMENT_CHARS = 200;

/** The fields of a PostgreSQL error that name what failed, never the values that made it fail. */
interface DatabaseErrorFields {
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
}

/** A statement on one line and cut short; its values are parameters, never in its text. */
function statementOf(query: string): string {
  const line = query.replace(/\s+/g, ' ').trim();
  return line.length > STATEMENT_CHARS ? `${line.slice(0, STATEMENT_CHARS)}…` : line;
}

/**
 * TypeORM's log, written through the process's pino logger: JSON in production, under the redaction list. A
 * failed statement is logged with its SQLSTATE, constraint, table and column and the start of its text, but
 * neither its parameters nor PostgreSQL's message (which quotes the offending value: «invalid input syntax
 * for type integer: "…"», «Key (iin)=(…) already exists»). Many failures are expected (a unique key that turns
 * a duplicate into a 409), so they are warnings; a request that fails with one logs its own error line.
 */
export class QueryFailureLogger implements TypeOrmLogger {
  constructor(private readonly root: PinoLogger) {}

  logQueryError(error: string | Error, query: string): void {
    const fields: DatabaseErrorFields = typeof error === 'string' ? {} : (error as DatabaseErrorFields);
    this.root.warn(
      {
        context: 'Database',
        sqlState: fields.code ?? null,
        constraint: fields.constraint ?? null,
        table: fields.table ?? null,
        column: fields.column ?? null,
        statement: statementOf(query),
      },
      'query failed',
    );
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    this.root[level === 'warn' ? 'warn' : 'info']({ context: 'Database' }, String(message));
  }

  // Only failures are logged (`logging: ['error', 'warn']`): every statement, slow ones and schema work are not.
  logQuery(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
}
