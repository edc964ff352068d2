import { APPLIED, NOTIFY_PART, StatementParams, transitionStatement } from './transition-statement';

const state = {
  machineVersion: 1,
  xstateVersion: '5',
  status: 'active',
  stateValue: 'approved',
  statePath: 'approved',
  snapshot: { value: 'approved' } as never,
  projection: { status: 'signed' },
};

function statement() {
  return transitionStatement(
    { id: '7', revision: 3, statePath: 'awaiting_deputy', stateEnteredAt: new Date('2026-01-01T00:00:00Z') },
    state,
    {
      audit: {
        type: 'deputy.approve',
        payload: { role: 'user' },
        actorId: 5,
        actorRole: 'deputy',
        idempotencyKey: null,
        response: null,
        at: '2026-01-01T00:00:00.000Z',
      },
      effects: [{ name: 'createAccount', params: { application_id: 1 } }],
      projections: [
        {
          sql: `UPDATE applications SET status = $2, note = 'costs $1' WHERE id = $1 AND ${APPLIED}`,
          params: [1, 'signed'],
        },
      ],
    },
  );
}

describe('the transition statement', () => {
  it('answers with a read of the notify part, without which pg_notify would never run', () => {
    const { sql } = statement();
    expect(sql).toContain(`${NOTIFY_PART} AS (`);
    expect(sql).toContain('pg_notify(');
    // The final SELECT, after the last part, is what makes PostgreSQL evaluate the notify part.
    const answer = sql.slice(sql.lastIndexOf('\n    SELECT '));
    expect(answer).toMatch(new RegExp(`\\(SELECT count\\(\\*\\) FROM ${NOTIFY_PART}\\)`));
  });

  it('binds every value once, in order, and embeds a projection with its own parameters', () => {
    const { sql, params } = statement();
    const used = new Set([...sql.matchAll(/\$(\d+)/g)].map((match) => Number(match[1])));
    expect(Math.max(...used)).toBe(params.length);
    expect(used.size).toBe(params.length);
    expect(params.slice(-2)).toEqual([1, 'signed']);
    const n = params.length;
    expect(sql).toContain(`SET status = $${n}, note = 'costs $1' WHERE id = $${n - 1}`);
  });

  it('leaves placeholders in literals, quoted names, comments and dollar quotes alone', () => {
    const p = new StatementParams();
    p.bind('first');
    const sql = p.embed({
      sql: `SELECT $2, '$1 it''s $1', "col$1", $$ $1 $$, $tag$ $2 $tag$ -- $1\n, $1 /* $2 */`,
      params: ['a', 'b'],
    });
    expect(sql).toBe(`SELECT $3, '$1 it''s $1', "col$1", $$ $1 $$, $tag$ $2 $tag$ -- $1\n, $2 /* $2 */`);
    expect(p.values).toEqual(['first', 'a', 'b']);
    expect(() => new StatementParams().embed({ sql: 'SELECT $2', params: ['only one'] })).toThrow(/\$2/);
  });
});
