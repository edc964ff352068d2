import { createHmac } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { LoginRequest, MfaEnrolment, MfaTokenPair, TokenPair } from '@expert-portal/contracts';
import * as argon2 from 'argon2';
import type { Request } from 'express';
import { InjectDataSource } from '@nestjs/typeorm';
import { sql } from 'kysely';
import { DataSource } from 'typeorm';
import { AccountAuditService } from '../../core/auth/account-audit.service';
import { AuthLogService } from '../../core/auth/auth-log.service';
import type { AuthUser } from '../../core/auth/auth.decorators';
import { APP_CONFIG } from '../../core/config/config.module';
import type { AppConfig } from '../../core/config/config';
import { typedSql } from '../../core/database/typed-sql';
import { AppException } from '../../core/http/app-exception';
import { UsersService } from '../users/users.service';
import { demoAccountsRefused, isDemoAccount } from './demo-accounts';
import { LoginThrottleService } from './login-throttle.service';
import { MfaChallengeService, type ChallengeClaims } from './mfa/mfa-challenge.service';
import { MfaService } from './mfa.service';
import { TokenService } from './token.service';

/**
 * argon2id's cost. `standard` is the library's default (64 MiB, 3 passes, 4 lanes: about 0.2 s of two cores);
 * `test`, argon2's least, is what a process with NODE_ENV=test hashes with, as Django's test settings swap in a
 * fast hasher: the suites create and sign in thousands of accounts. A hash carries its own parameters, so either
 * kind verifies anywhere.
 */
export const PASSWORD_HASH_COSTS = {
  standard: {},
  test: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
} as const;
export type PasswordHashCost = keyof typeof PASSWORD_HASH_COSTS;

/** Hashes passwords with argon2id. */
export function hashPassword(
  password: string,
  cost: PasswordHashCost = process.env.NODE_ENV === 'test' ? 'test' : 'standard',
): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, ...PASSWORD_HASH_COSTS[cost] });
}

// Verified against when the username is unknown, so both cases take the same time.
const DUMMY_HASH = hashPassword('no such user, constant-time placeholder');

/** An account as sign-in reads it, with its password hash. */
type User = NonNullable<Awaited<ReturnType<UsersService['findForLogin']>>>;

/** Whether `password` is the one of this hash (false for an account without a password). */
export async function passwordMatches(hash: string | null, password: string): Promise<boolean> {
  return (await argon2.verify(hash ?? (await DUMMY_HASH), password).catch(() => false)) && !!hash;
}

/**
 * Sign-in: the password (by username or e-mail), then, for an account with a second factor or a role that
 * needs one, a second step with a TOTP or recovery code. Every outcome is an audit entry.
 */
@Injectable()
export class AuthService {
  private readonly logger = new Logger('Auth');

  constructor(
    private readonly users: UsersService,
    private readonly throttle: LoginThrottleService,
    private readonly tokens: TokenService,
    private readonly authLog: AuthLogService,
    private readonly audit: AccountAuditService,
    private readonly mfa: MfaService,
    private readonly challenges: MfaChallengeService,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async login({ username: login, password }: LoginRequest, req: Request): Promise<TokenPair> {
    const ip = req.ip ?? 'unknown';
    let attemptsLeft: number;
    try {
      attemptsLeft = await this.throttle.begin(login, ip);
    } catch (error) {
      // Only a refusal is a locked attempt; Redis being down answers 503 and is logged once elsewhere.
      if (error instanceof AppException && error.getStatus() === 429) {
        const user = await this.users.findForLogin(login);
        await this.outcome('login_locked', req, user?.id ?? null, user ? {} : this.unknownLogin(login));
      }
      throw error;
    }
    const user = await this.users.findForLogin(login);
    const valid = await passwordMatches(user?.passwordHash ?? null, password);
    if (!user) {
      await this.outcome('login_unknown', req, null, this.unknownLogin(login));
      throw new AppException(401, 'auth.invalid_credentials');
    }
    if (user.lockedUntil && user.lockedUntil.getTime() > Date.now()) {
      await this.outcome('login_locked', req, user.id);
      throw this.locked(user.lockedUntil);
    }
    if (!valid) {
      await this.outcome('login_failed', req, user.id, {
        reason: user.passwordHash ? 'wrong_password' : 'no_password',
      });
      if (attemptsLeft === 0) await this.lock(user, req);
      throw new AppException(401, 'auth.invalid_credentials');
    }
    // A demo account in production answers as a wrong password would: nothing tells it exists.
    if (demoAccountsRefused(this.config) && (await isDemoAccount(this.dataSource, user.id))) {
      await this.outcome('login_failed', req, user.id, { reason: 'demo_account' });
      throw new AppException(401, 'auth.invalid_credentials');
    }
    if (!user.isActive) {
      await this.outcome('login_deactivated', req, user.id);
      throw new AppException(401, 'auth.user_inactive');
    }
    await this.throttle.succeeded(login, ip);
    if (user.mfaEnabledAt) throw await this.challenge(user, 'verify');
    if (this.mfa.requiredFor(user.role)) throw await this.challenge(user, 'setup');
    return this.signIn(user, req, {});
  }

  /** The second step: a code of the account's authenticator (or a recovery code), or the first code of a new one. */
  async loginWithCode(mfaToken: string, code: string, req: Request): Promise<MfaTokenPair> {
    const claims =
      (await this.challenges.open(mfaToken, 'verify')) ?? (await this.challenges.open(mfaToken, 'setup'));
    if (!claims) throw new AppException(401, 'mfa.challenge_expired');
    const user = await this.activeUser(claims.user_id);
    if (claims.purpose === 'verify') {
      const method = await this.mfa.verify(user.id, code);
      if (!method) throw await this.wrongCode(claims, req);
      return this.signInAfterChallenge(claims, user, req, { mfa: method });
    }
    const codes = await this.dataSource.transaction(async (manager) => {
      const confirmed = await this.mfa.confirm(user.id, code, manager);
      if (confirmed === 'not_started') throw new AppException(400, 'mfa.not_started');
      if (confirmed)
        await this.audit.record('mfa_enrolled', { actorId: user.id, subjectId: user.id, req }, manager);
      return confirmed;
    });
    if (!codes) throw await this.wrongCode(claims, req);
    return {
      ...(await this.signInAfterChallenge(claims, user, req, { mfa: 'enrolled' })),
      recovery_codes: codes,
    };
  }

  /** For a role that must enrol first: the secret to add to an authenticator app. */
  async beginEnrolment(mfaToken: string): Promise<MfaEnrolment> {
    const claims = await this.challenges.open(mfaToken, 'setup');
    if (!claims) throw new AppException(401, 'mfa.challenge_expired');
    const user = await this.activeUser(claims.user_id);
    return this.mfa.begin(user.id, user.username);
  }

  async refresh(token: string, req: Request): Promise<TokenPair> {
    const outcome = await this.tokens.refresh(token);
    if (outcome.kind === 'rotated') return outcome.tokens;
    if (outcome.kind === 'reused') {
      await this.authLog.record('refresh_reused', req, { userId: outcome.userId, detail: 'login revoked' });
      throw new AppException(401, 'auth.token_reused');
    }
    await this.authLog.record('unauthenticated', req, { detail: 'invalid refresh token' });
    throw new AppException(401, 'auth.token_invalid');
  }

  /** Ends the caller's login, so a refresh token left in the browser or a proxy's log is worth nothing. */
  async logout(user: AuthUser, req: Request): Promise<void> {
    await this.tokens.revokeSession(user.sessionId, 'logout');
    await this.outcome('logout', req, user.id);
  }

  private async signInAfterChallenge(
    claims: ChallengeClaims,
    user: User,
    req: Request,
    detail: Record<string, string>,
  ): Promise<TokenPair> {
    if (!(await this.challenges.spend(claims))) throw new AppException(401, 'mfa.challenge_expired');
    return this.signIn(user, req, detail);
  }

  private async signIn(user: User, req: Request, detail: Record<string, string>): Promise<TokenPair> {
    await typedSql(this.dataSource)
      .updateTable('users')
      .set({ last_login_at: sql<Date>`now()`, locked_until: null })
      .where('id', '=', user.id)
      .execute();
    await this.outcome('login_succeeded', req, user.id, detail);
    return this.tokens.openSession(user, req.ip ?? 'unknown', req.headers['user-agent'] ?? null);
  }

  private async challenge(user: User, purpose: 'verify' | 'setup'): Promise<AppException> {
    const mfaToken = await this.challenges.issue(user.id, purpose);
    const code = purpose === 'verify' ? 'mfa_required' : 'mfa_setup_required';
    return new AppException(401, purpose === 'verify' ? 'mfa.required' : 'mfa.setup_required', {
      extra: { code, mfa_token: mfaToken },
    });
  }

  private async wrongCode(claims: ChallengeClaims, req: Request): Promise<AppException> {
    const ended = await this.challenges.fail(claims);
    await this.outcome('mfa_failed', req, claims.user_id, ended ? { challenge: 'ended' } : {});
    return new AppException(401, ended ? 'mfa.challenge_expired' : 'mfa.invalid_code');
  }

  private async activeUser(userId: number): Promise<User> {
    const user = await this.users.get(userId).catch(() => null);
    if (!user?.isActive) throw new AppException(401, 'mfa.challenge_expired');
    return user;
  }

  /** The last failed attempt the login had: the account stays locked for the failure window. */
  private async lock(user: User, req: Request): Promise<void> {
    await typedSql(this.dataSource)
      .updateTable('users')
      .set({ locked_until: sql<Date>`now() + make_interval(secs => ${this.config.login.windowSeconds})` })
      .where('id', '=', user.id)
      .execute();
    await this.audit.record('account_locked', { subjectId: user.id, req });
  }

  private locked(until: Date): AppException {
    const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
    return new AppException(429, 'auth.too_many_attempts', {
      params: { minutes: Math.ceil(seconds / 60) },
      headers: { 'Retry-After': String(seconds) },
    });
  }

  /**
   * An unknown login is not stored as typed (it may be someone's IIN or e-mail): a keyed hash lets repeated
   * attempts at one login be told apart from a spray over many.
   */
  private unknownLogin(login: string): Record<string, string> {
    const hash = createHmac('sha256', this.config.jwt.refreshSecret)
      .update(login.trim().toLowerCase())
      .digest('hex');
    return { login_hash: hash.slice(0, 16) };
  }

  private async outcome(
    action:
      | 'login_succeeded'
      | 'login_failed'
      | 'login_unknown'
      | 'login_locked'
      | 'login_deactivated'
      | 'mfa_failed'
      | 'logout',
    req: Request,
    userId: number | null,
    detail: Record<string, string> = {},
  ): Promise<void> {
    const line = `${action} user=${userId ?? '-'}${detail.login_hash ? ` login=${detail.login_hash}` : ''}`;
    if (action === 'login_succeeded' || action === 'logout') this.logger.log(line);
    else this.logger.warn(line);
    const actorId = action === 'login_succeeded' || action === 'logout' ? userId : null;
    await this.audit.record(action, { actorId, subjectId: userId, req, detail });
  }
}
