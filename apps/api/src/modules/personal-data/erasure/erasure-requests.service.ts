import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ERASABLE_DATA,
  type ErasableData,
  type ErasureDecision,
  type ErasureRequestDto,
  type ErasureRequestQuery,
  type KeptData,
  type Role,
} from '@expert-portal/contracts';
import { sql, type Kysely } from 'kysely';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../../core/auth/auth.decorators';
import { typedSql, type Database } from '../../../core/database/typed-sql';
import { AppException } from '../../../core/http/app-exception';
import { TokenService } from '../../auth/token.service';
import { mailOrder, MailService } from '../../mail/mail.service';
import { PersonalDataEraser } from './personal-data-eraser';

/** A request's row with its person. */
const REQUEST_COLUMNS = [
  'r.id',
  'r.user_id',
  'u.name as user_name',
  'u.role as user_role',
  'r.reason',
  'r.status',
  'r.created_at',
  'r.decided_at',
  'r.decision_reason',
] as const;

/**
 * For each person, what the portal holds of them that an erasure removes, and what must stay (EXISTS
 * each, so a request's card costs one statement).
 */
function holdings(db: Kysely<Database>, userIds: readonly number[]) {
  return db
    .selectFrom('users as u')
    .select((eb) => {
      const any = (table: 'notifications' | 'mail_log' | 'practice_answers' | 'certificates') =>
        eb.exists(
          eb.selectFrom(table).select(sql.lit(1).as('one')).whereRef(`${table}.user_id`, '=', 'u.id'),
        );
      return [
        'u.id',
        sql<boolean>`u.erased_at IS NULL`.as('profile'),
        sql<boolean>`(u.email IS NOT NULL OR u.phone IS NOT NULL)`.as('contacts'),
        sql<boolean>`(u.iin IS NOT NULL OR u.id_number IS NOT NULL)`.as('identity'),
        sql<boolean>`u.iik IS NOT NULL`.as('bank_account'),
        eb
          .exists(
            eb
              .selectFrom('application_files as f')
              .select(sql.lit(1).as('one'))
              .whereRef('f.application_id', '=', 'u.application_id'),
          )
          .as('application_documents'),
        sql<boolean>`u.image_path IS NOT NULL`.as('photo'),
        eb
          .exists(
            eb
              .selectFrom('user_essays as e')
              .select(sql.lit(1).as('one'))
              .whereRef('e.user_id', '=', 'u.id')
              .where('e.stored_name', 'is not', null),
          )
          .as('essays'),
        any('practice_answers').as('practice_files'),
        any('notifications').as('notifications'),
        any('mail_log').as('mail_texts'),
        any('certificates').as('certificate'),
        eb
          .exists(
            eb
              .selectFrom('certificate_order_users as ou')
              .select(sql.lit(1).as('one'))
              .whereRef('ou.user_id', '=', 'u.id')
              .where('ou.certificate_id', 'is', null)
              .where('ou.status', 'in', ['awaiting_deputy', 'awaiting_director', 'approved']),
          )
          .as('decision_in_progress'),
      ];
    })
    .where('u.id', 'in', userIds.length ? userIds : [0]);
}

type Holding = Awaited<ReturnType<ReturnType<typeof holdings>['execute']>>[number];

function keptOf(holding: Holding | undefined): KeptData[] {
  if (!holding) return [];
  return (['certificate', 'decision_in_progress'] as const).filter((key) => holding[key]);
}

/**
 * A person's requests to erase their personal data, and admins' decisions: granting erases the account
 * (PersonalDataEraser) in the decision's transaction; both outcomes are mailed to the address the person had.
 */
@Injectable()
export class ErasureRequestsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly eraser: PersonalDataEraser,
    private readonly mail: MailService,
    private readonly tokens: TokenService,
  ) {}

  /** The signed-in person asks; one pending request at a time (409 for a second). */
  async request(caller: AuthUser, reason: string | undefined): Promise<ErasureRequestDto> {
    const row = await typedSql(this.dataSource)
      .insertInto('erasure_requests')
      .values({ user_id: caller.id, reason: reason ?? null })
      .onConflict((conflict) =>
        conflict
          .column('user_id')
          .where(sql<boolean>`status = 'pending'`)
          .doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    if (!row) throw new AppException(409, 'erasure.already_requested');
    return this.one(row.id);
  }

  /** The person's latest request, or null. */
  async mine(caller: AuthUser): Promise<ErasureRequestDto | null> {
    const row = await typedSql(this.dataSource)
      .selectFrom('erasure_requests')
      .select('id')
      .where('user_id', '=', caller.id)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? this.one(row.id) : null;
  }

  async list(query: ErasureRequestQuery): Promise<{ rows: ErasureRequestDto[]; count: number }> {
    const db = typedSql(this.dataSource);
    let requests = db.selectFrom('erasure_requests as r').innerJoin('users as u', 'u.id', 'r.user_id');
    if (query.status) requests = requests.where('r.status', '=', query.status);
    const [{ count }, rows] = await Promise.all([
      requests.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
      requests
        .select(REQUEST_COLUMNS)
        // Pending first, then the newest.
        .orderBy(sql`r.status = 'pending'`, 'desc')
        .orderBy('r.created_at', 'desc')
        .orderBy('r.id', 'desc')
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size)
        .execute(),
    ]);
    return { rows: await this.withHoldings(db, rows), count };
  }

  async one(id: number): Promise<ErasureRequestDto> {
    const db = typedSql(this.dataSource);
    const row = await db
      .selectFrom('erasure_requests as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select(REQUEST_COLUMNS)
      .where('r.id', '=', id)
      .executeTakeFirst();
    if (!row) throw new AppException(404, 'http.not_found');
    return (await this.withHoldings(db, [row]))[0];
  }

  /**
   * An admin's decision on a pending request (409 once decided): refused, or granted, which erases the account
   * at once, but not while a certificate order with the person is being signed (409). The person hears of
   * both by mail, at the address they had.
   */
  async decide(admin: AuthUser, id: number, decision: ErasureDecision): Promise<ErasureRequestDto> {
    const pending = await this.dataSource.transaction(async (manager) => {
      const db = typedSql(manager);
      const request = await db
        .selectFrom('erasure_requests')
        .select(['user_id', 'status'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!request) throw new AppException(404, 'http.not_found');
      if (request.status !== 'pending') throw new AppException(409, 'erasure.already_decided');
      const [holding] = await holdings(db, [request.user_id]).execute();
      const to = await this.mail.addressee(request.user_id, manager);
      const granted = decision.decision === 'granted';
      if (granted && holding.decision_in_progress)
        throw new AppException(409, 'erasure.decision_in_progress');
      const erasure = granted
        ? await this.eraser.eraseAccountIn(manager, request.user_id, 'request', admin.id)
        : null;
      await db
        .updateTable('erasure_requests')
        .set({
          status: decision.decision,
          decided_at: sql<Date>`now()`,
          decided_by: admin.id,
          decision_reason: decision.reason,
          // The person's own words go with the rest of their data.
          ...(granted ? { reason: null } : {}),
        })
        .where('id', '=', id)
        .execute();
      await this.mailDecision(manager, to, decision, Boolean(holding.certificate));
      return erasure;
    });
    if (pending) {
      const erased = await this.eraser.finish(pending);
      await this.tokens.announceAll(erased.endedSessions);
    }
    return this.one(id);
  }

  /** The mail of the decision, to the address taken before any erasure (so to no account). */
  private async mailDecision(
    manager: EntityManager,
    to: Awaited<ReturnType<MailService['addressee']>>,
    decision: ErasureDecision,
    certified: boolean,
  ): Promise<void> {
    const recipient = { userId: null, email: to.email };
    const order =
      decision.decision === 'granted'
        ? mailOrder('erasure_granted', recipient, to.language, {
            name: to.name,
            reason: decision.reason,
            kept_register: certified,
          })
        : mailOrder('erasure_refused', recipient, to.language, { name: to.name, reason: decision.reason });
    await this.mail.queue(order, manager);
  }

  private async withHoldings(
    db: Kysely<Database>,
    rows: ReadonlyArray<{
      id: number;
      user_id: number;
      user_name: string;
      user_role: string;
      reason: string | null;
      status: string;
      created_at: Date | string;
      decided_at: Date | string | null;
      decision_reason: string | null;
    }>,
  ): Promise<ErasureRequestDto[]> {
    const pendingUsers = rows.filter((row) => row.status === 'pending').map((row) => row.user_id);
    const found = new Map(
      (await holdings(db, pendingUsers).execute()).map((holding) => [holding.id, holding]),
    );
    return rows.map((row) => {
      const holding = row.status === 'pending' ? found.get(row.user_id) : undefined;
      return {
        id: row.id,
        user: { id: row.user_id, name: row.user_name, role: row.user_role as Role },
        reason: row.reason,
        status: row.status as ErasureRequestDto['status'],
        created_at: new Date(row.created_at).toISOString(),
        decided_at: row.decided_at ? new Date(row.decided_at).toISOString() : null,
        decision_reason: row.decision_reason,
        erasable: holding ? ERASABLE_DATA.filter((key: ErasableData) => holding[key]) : [],
        kept: keptOf(holding),
      };
    });
  }
}
