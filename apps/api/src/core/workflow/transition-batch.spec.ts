import type { ProjectionStatement } from './projection-writer';
import { NOTIFY_PART } from './transition-statement';
import {
  batchStatement,
  transitionBatcher,
  type BatchProjectionWriter,
  type TransitionRow,
} from './transition-batch';

/** The one projection writer of the rows' workflow, as the runtime has one of each. */
const writer: BatchProjectionWriter = {
  workflow: {} as never,
  statement: () => null,
  batchStatement: (rows, written) => ({
    sql: `UPDATE applications SET note = 'costs $1' FROM jsonb_to_recordset($1::jsonb) AS v(id int)
           WHERE applications.id = v.id AND v.id IN (SELECT id FROM ${written})`,
    params: [JSON.stringify(rows.map((r) => ({ id: Number(r.instanceId) })))],
  }),
};

const row = (id: string, effects: TransitionRow['effects'] = []): TransitionRow => ({
  id,
  revision: 1,
  fromState: 'waiting',
  fromEnteredAt: new Date('2026-01-01T00:00:00Z'),
  state: {
    machineVersion: 1,
    xstateVersion: '5',
    status: 'active',
    stateValue: 'awaiting_deputy',
    statePath: 'awaiting_deputy',
    snapshot: { value: 'awaiting_deputy' } as never,
    projection: { status: 'waiting' },
  },
  type: 'staff.sign',
  payload: {},
  actorId: 5,
  actorRole: 'staff',
  at: '2026-01-01T00:00:00.000Z',
  effects,
  businessKey: `application:${id}`,
  writers: [writer],
});

describe('the batch statement', () => {
  it('writes every row from one parameter, with the projections after it and no notify without an outbox row', () => {
    const { sql, params } = batchStatement([row('1'), row('2')]);
    expect(params).toHaveLength(2);
    expect(JSON.parse(params[0] as string)).toHaveLength(2);
    expect(sql).toContain('jsonb_to_recordset($1::jsonb)');
    expect(sql).toContain("note = 'costs $1' FROM jsonb_to_recordset($2::jsonb)");
    expect(sql).not.toContain('pg_notify(');
  });

  it('reads the notify part when a row has an outbox row', () => {
    const { sql } = batchStatement([
      row('1'),
      row('2', [{ name: 'createAccount', params: { application_id: 2 } }]),
    ]);
    expect(sql).toContain(`(SELECT count(*) FROM ${NOTIFY_PART})`);
  });

  it('has one text for each shape, whatever its rows', () => {
    expect(batchStatement([row('1')]).sql).toBe(batchStatement([row('2'), row('3')]).sql);
  });
});

describe('transitionBatcher', () => {
  it('sends a batch that failed again one write at a time, each with its own statement, answer or error', async () => {
    const sent: string[] = [];
    let release!: () => void;
    const first = new Promise<void>((resolve) => (release = resolve));
    const batcher = transitionBatcher(async <T>(statement: ProjectionStatement): Promise<T[]> => {
      const batch = statement.sql.includes('jsonb_to_recordset');
      sent.push(batch ? `batch of ${JSON.parse(statement.params[0] as string).length}` : statement.sql);
      if (batch && sent.length === 1) {
        await first;
        return [{ id: '1' }] as T[];
      }
      if (batch) throw new Error('deadlock detected');
      if (statement.sql === 'alone 3') throw new Error('check constraint');
      return (statement.sql === 'alone 2' ? [{ id: '2' }] : []) as T[];
    });
    const write = (id: string) =>
      batcher.submit({ row: row(id), single: () => ({ sql: `alone ${id}`, params: [] }) });

    const answers = [write('1'), write('2'), write('3'), write('4')];
    release();
    const outcomes = await Promise.allSettled(answers);
    expect(outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : 'error'))).toEqual([
      true,
      true,
      'error',
      false,
    ]);
    expect(sent).toEqual(['batch of 1', 'batch of 3', 'alone 2', 'alone 3', 'alone 4']);
  });

  it("answers a lone write's failure with its error, without sending it twice", async () => {
    let sent = 0;
    const batcher = transitionBatcher(async () => {
      sent += 1;
      throw new Error('check constraint');
    });
    await expect(
      batcher.submit({ row: row('1'), single: () => ({ sql: 'alone 1', params: [] }) }),
    ).rejects.toThrow('check constraint');
    expect(sent).toBe(1);
  });
});
