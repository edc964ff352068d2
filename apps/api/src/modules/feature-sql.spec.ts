import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * How the feature modules reach the database (ARCHITECTURE, "Typed SQL"): through `typedSql` (Kysely, typed
 * by the migrated schema) or TypeORM, and through `WorkflowInstances` / `instancesOf` for the runtime's
 * instances. A statement the builder cannot express stays hand-written, with its reason on the line above:
 * `// raw SQL: <why>`.
 */
const MODULES = __dirname;
/** Today's count: a change may lower it (and should lower this with it), never raise it. */
const MAX_RAW_CALLS = 9;
/** A hand-written statement: `x.query(`, `x.query<T>(`, `preparedQuery(`, `sql.raw(`. */
const RAW_CALL = /\.query\s*(<[^>]*>)?\s*\(|\bpreparedQuery\s*(<[^>]*>)?\s*\(|\bsql\.raw\s*\(/;
const REASON = /\/\/ raw SQL: \S/;
const RUNTIME_TABLES = /\bworkflow_(instances|events|outbox)\b/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** A line without its comment, roughly: enough to tell code from prose. */
const isComment = (line: string) => /^\s*(\/\/|\*|\/\*)/.test(line);

interface RawCall {
  at: string;
  reason: boolean;
}

function rawCalls(): RawCall[] {
  return sources(MODULES).flatMap((file) => {
    const lines = readFileSync(file, 'utf8').split('\n');
    return lines.flatMap((line, index) =>
      !isComment(line) && RAW_CALL.test(line)
        ? [
            {
              at: `${relative(MODULES, file)}:${index + 1}`,
              reason: [line, lines[index - 1] ?? '', lines[index - 2] ?? ''].some((near) =>
                REASON.test(near),
              ),
            },
          ]
        : [],
    );
  });
}

describe('SQL in the feature modules', () => {
  const calls = rawCalls();

  it(`keeps at most ${MAX_RAW_CALLS} hand-written statements`, () => {
    expect(calls.length).toBeLessThanOrEqual(MAX_RAW_CALLS);
  });

  it('says beside each hand-written statement why the builder does not write it', () => {
    expect(calls.filter((call) => !call.reason).map((call) => call.at)).toEqual([]);
  });

  it("never names the workflow runtime's tables (WorkflowInstances, instancesOf and eventsOf do)", () => {
    const named = sources(MODULES).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          !isComment(line) && RUNTIME_TABLES.test(line) ? [`${relative(MODULES, file)}:${index + 1}`] : [],
        ),
    );
    expect(named).toEqual([]);
  });
});
