import { Injectable } from '@nestjs/common';
import { applicationSigningWorkflow } from '@expert-portal/machines';
import { sql } from 'kysely';
import type { Database } from '../../core/database/typed-sql';
import {
  appliedCondition,
  compiledStatement,
  projectionSql,
  WorkflowProjection,
  type BatchProjectionRow,
  type ProjectionOf,
  type ProjectionStatement,
  type ProjectionWriter,
} from '../../core/workflow/projection-writer';

/** The business key of an application's signing instance. */
export function applicationBusinessKey(applicationId: number): string {
  return `application:${applicationId}`;
}

/** The application id of a signing instance's business key; null for a key of another form. */
export function applicationIdOf(businessKey: string): number | null {
  const match = /^application:(\d+)$/.exec(businessKey);
  return match ? Number(match[1]) : null;
}

type SigningProjection = ProjectionOf<typeof applicationSigningWorkflow>;

/** The application's columns its signing instance decides, with their types for a batch's JSON rows. */
const SIGNING_COLUMNS = {
  status: 'varchar',
  awaiting: 'varchar',
  signed_by_staff: 'boolean',
  signed_by_staff_at: 'timestamptz',
  signed_by_staff_user_id: 'int',
  signed_by_deputy_at: 'timestamptz',
  signed_by_deputy_user_id: 'int',
  approved_role: 'varchar',
  rejected_by: 'varchar',
  rejected_at: 'timestamptz',
  rejected_by_user_id: 'int',
  rejection_reason_id: 'int',
  rejection_comment: 'text',
} as const satisfies Partial<Record<keyof Database['applications'], string>>;

/** The values of {@link SIGNING_COLUMNS} for a projection. */
function signingColumns(p: SigningProjection) {
  return {
    status: p.status,
    awaiting: p.awaiting,
    signed_by_staff: p.signed_by_staff !== null,
    signed_by_staff_at: p.signed_by_staff?.at ?? null,
    signed_by_staff_user_id: p.signed_by_staff?.user_id ?? null,
    signed_by_deputy_at: p.signed_by_deputy?.at ?? null,
    signed_by_deputy_user_id: p.signed_by_deputy?.user_id ?? null,
    approved_role: p.approved_role,
    rejected_by: p.rejection?.by ?? null,
    rejected_at: p.rejection?.at ?? null,
    rejected_by_user_id: p.rejection?.user_id ?? null,
    rejection_reason_id: p.rejection?.reason_id ?? null,
    rejection_comment: p.rejection?.comment ?? null,
  } satisfies Record<keyof typeof SIGNING_COLUMNS, unknown>;
}

const columns = Object.keys(SIGNING_COLUMNS) as Array<keyof typeof SIGNING_COLUMNS>;

/**
 * The batch form: the applications of many signing instances from one JSON parameter of rows, each written only
 * if its instance was (`written`: the relation of the instances written).
 */
const batchUpdate = (written: string) => `UPDATE applications AS a
   SET ${columns.map((column) => `${column} = v.${column}`).join(', ')}, updated_at = now()
  FROM jsonb_to_recordset($1::jsonb) AS v(id int, instance_id bigint,
       ${columns.map((column) => `${column} ${SIGNING_COLUMNS[column]}`).join(', ')})
 WHERE a.id = v.id AND v.instance_id IN (SELECT id FROM ${written})`;

/**
 * Keeps the application's status and signing columns in step with its applicationSigning instance, inside
 * the runtime's transaction (docs/ARCHITECTURE.md, "The workflow runtime", step 4). An instance without an application row changes
 * nothing.
 */
@Injectable()
@WorkflowProjection()
export class ApplicationSigningProjectionWriter implements ProjectionWriter<
  typeof applicationSigningWorkflow
> {
  readonly workflow = applicationSigningWorkflow;
  /** The batch statement's text by the name of its `written` relation: the same text each time. */
  private readonly batchTexts = new Map<string, string>();

  statement(businessKey: string, p: SigningProjection, applied: string): ProjectionStatement | null {
    const applicationId = applicationIdOf(businessKey);
    if (applicationId === null) return null;
    return compiledStatement(
      projectionSql
        .updateTable('applications')
        .set({ ...signingColumns(p), updated_at: sql`now()` })
        .where('id', '=', applicationId)
        .where(appliedCondition(applied)),
    );
  }

  batchStatement(
    rows: ReadonlyArray<BatchProjectionRow<typeof applicationSigningWorkflow>>,
    written: string,
  ): ProjectionStatement | null {
    const values = rows.flatMap(({ instanceId, businessKey, projection }) => {
      const id = applicationIdOf(businessKey);
      return id === null ? [] : [{ id, instance_id: instanceId, ...signingColumns(projection) }];
    });
    if (!values.length) return null;
    let text = this.batchTexts.get(written);
    if (text === undefined) this.batchTexts.set(written, (text = batchUpdate(written)));
    return { sql: text, params: [JSON.stringify(values)] };
  }
}
