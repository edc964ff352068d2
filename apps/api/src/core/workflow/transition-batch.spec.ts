import { AppException } from '../http/app-exception';
import type { EventAdmission } from './event-admission';
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

/** Refuses the events of the instances its statement finds. */
const admission: EventAdmission = {
  workflow: {} as never,
  events: ['deputy.approve'],
  refused: (instances) => ({
    sql: `SELECT v.id FROM jsonb_to_recordset($1::jsonb) AS v(id bigint) JOIN users u ON u.id = v.id`,
    params: [JSON.stringify(instances.map((instance) => ({ id: Number(instance.instanceId) })))],
  }),
  refusal: () => new AppException(409, 'application.approve_iin_has_account'),
};

const row = (
  id: string,
  effects: TransitionRow['effects'] = [],
  admissions: TransitionRow['admissions'] = [],
): TransitionRow => ({
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
  admissions,
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
    expect(batchStatement([row('1', [], [admission])]).sql).not.toBe(batchStatement([row('1')]).sql);
  });

  it('checks the admissions of the rows that have them, before the write, and answers whom they refused', () => {
    const { sql, params, admissions } = batchStatement([row('1'), row('2', [], [admission]), row('3')]);
    expect(admissions).toEqual([admission]);
    // The input, the admission's check (the one row that has it), then the projection.
    expect(params).toHaveLength(3);
    expect(JSON.parse(params[1] as string)).toEqual([{ id: 2 }]);
    expect(sql).toContain('refused_0 AS (SELECT v.id FROM jsonb_to_recordset($2::jsonb)');
    expect(sql.indexOf('refused_0 AS')).toBeLessThan(sql.indexOf('written AS'));
    expect(sql).toContain('AND NOT EXISTS (SELECT 1 FROM refused_0 AS r WHERE r.id = v.id)');
    expect(sql).toContain("note = 'costs $1' FROM jsonb_to_recordset($3::jsonb)");
    expect(sql).toContain('UNION ALL SELECT id::text, 0, 0 FROM refused_0');
  });
});

describe('transitionBatcher', () => {
  /** The ids of a batch statement's rows. */
  const idsOf = (statement: ProjectionStatement): string[] =>
    (JSON.parse(statement.params[0] as string) as Array<{ id: string }>).map((input) => input.id);

  it('sends a batch that failed again one write at a time, each alone, with its own answer or error', async () => {
    const sent: string[] = [];
    let release!: () => void;
    const first = new Promise<void>((resolve) => (release = resolve));
    const batcher = transitionBatcher(async <T>(statement: ProjectionStatement): Promise<T[]> => {
      const ids = idsOf(statement);
      sent.push(ids.length === 1 ? `alone ${ids[0]}` : `batch of ${ids.length}`);
      if (sent.length === 1) {
        await first;
        return [{ id: '1', refused_by: null }] as T[];
      }
      if (ids.length > 1) throw new Error('deadlock detected');
      if (ids[0] === '3') throw new Error('check constraint');
      return (ids[0] === '2' ? [{ id: '2', refused_by: null }] : []) as T[];
    });
    const write = (id: string) => batcher.submit(row(id));

    const answers = [write('1'), write('2'), write('3'), write('4')];
    release();
    const outcomes = await Promise.allSettled(answers);
    expect(outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : 'error'))).toEqual([
      true,
      true,
      'error',
      false,
    ]);
    expect(sent).toEqual(['alone 1', 'batch of 3', 'alone 2', 'alone 3', 'alone 4']);
  });

  it("rejects a write whose event an admission refused with that admission's refusal, and writes the others", async () => {
    let release!: () => void;
    const first = new Promise<void>((resolve) => (release = resolve));
    let statements = 0;
    const batcher = transitionBatcher(async <T>(statement: ProjectionStatement): Promise<T[]> => {
      statements += 1;
      if (statements === 1) await first;
      return idsOf(statement).map((id) => ({ id, refused_by: id === '3' ? 0 : null })) as T[];
    });
    const answers = [
      batcher.submit(row('1')),
      batcher.submit(row('2')),
      batcher.submit(row('3', [], [admission])),
    ];
    release();
    const outcomes = await Promise.allSettled(answers);
    expect(outcomes.slice(0, 2)).toEqual([
      { status: 'fulfilled', value: true },
      { status: 'fulfilled', value: true },
    ]);
    expect(outcomes[2]).toMatchObject({
      status: 'rejected',
      reason: { key: 'application.approve_iin_has_account' },
    });
    expect(statements).toBe(2);
  });

  it("answers a lone write's failure with its error, without sending it twice", async () => {
    let sent = 0;
    const batcher = transitionBatcher(async () => {
      sent += 1;
      throw new Error('check constraint');
    });
    await expect(batcher.submit(row('1'))).rejects.toThrow('check constraint');
    expect(sent).toBe(1);
  });
});
