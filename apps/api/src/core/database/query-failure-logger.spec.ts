import { Writable } from 'node:stream';
import pino from 'pino';
import { QueryFailedError } from 'typeorm';
import { createRootLogger } from '../logging/root-logger';
import { QueryFailureLogger } from './query-failure-logger';

/** The JSON lines a production logger writes, read back. */
function productionLog(): { root: pino.Logger; lines: () => Array<Record<string, unknown>> } {
  const chunks: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString('utf8'));
      done();
    },
  });
  const root = createRootLogger(
    { level: 'info', format: 'json' },
    destination as unknown as pino.DestinationStream,
  );
  const lines = () =>
    chunks
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { root, lines };
}

describe('QueryFailureLogger', () => {
  const insert = `insert into "applications" ("iin", "iik", "phone", "email")
      values ($1, $2, $3, $4) returning "id"`;
  const parameters = ['880505300123', 'KZ86125KZT5004100100', '+77011234567', 'aigerim@example.kz'];

  it('logs a failed statement as one JSON warning: its SQLSTATE, constraint and table, not its values', () => {
    const { root, lines } = productionLog();
    const driverError = Object.assign(
      new Error('duplicate key value violates unique constraint "applications_pending_iin"'),
      {
        code: '23505',
        constraint: 'applications_pending_iin',
        table: 'applications',
        detail: 'Key (iin)=(880505300123) already exists.',
      },
    );
    const failure = new QueryFailedError(insert, parameters, driverError);
    new QueryFailureLogger(root).logQueryError(failure, insert);
    const [line] = lines();
    expect(line).toMatchObject({
      level: 40,
      context: 'Database',
      msg: 'query failed',
      sqlState: '23505',
      constraint: 'applications_pending_iin',
      table: 'applications',
      statement:
        'insert into "applications" ("iin", "iik", "phone", "email") values ($1, $2, $3, $4) returning "id"',
    });
    const text = JSON.stringify(lines());
    for (const value of parameters) expect(text).not.toContain(value);
  });

  it('does not repeat a message that quotes the refused value, and cuts a long statement', () => {
    const { root, lines } = productionLog();
    const refused = Object.assign(new Error('invalid input syntax for type integer: "880505300123"'), {
      code: '22P02',
    });
    new QueryFailureLogger(root).logQueryError(
      refused,
      `select ${'"a", '.repeat(100)} from "users" where "id" = $1`,
    );
    const [line] = lines();
    expect(line).toMatchObject({ sqlState: '22P02', constraint: null, table: null });
    expect(String(line.statement)).toHaveLength(201);
    expect(JSON.stringify(line)).not.toContain('880505300123');
  });
});
