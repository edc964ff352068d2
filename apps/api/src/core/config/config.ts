import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isRole, type Role } from '@expert-portal/contracts';
import { z } from 'zod';
import { storageConfigOf, type StorageConfig } from '../files/storage/storage-config';

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.string().default('postgres://postgres@127.0.0.1:5432/expert_portal'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  HEAP_GROWING_PERCENT: z.coerce.number().int().min(0).max(1000).default(75),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(1500),
  STORAGE_DIR: z.string().default('var/storage'),
  // Checked by storageConfigOf, which says in one line what to set.
  STORAGE_DRIVER: z.string().optional(),
  S3_ENDPOINT: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.string().optional(),
  WEB_DIST_DIR: z.string().optional(),
  JWT_ACCESS_SECRET: z.string().min(32).optional(),
  JWT_REFRESH_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(7 * 24 * 3600),
  LOGIN_MAX_FAILURES_PER_USERNAME: z.coerce.number().int().positive().default(5),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().positive().default(20),
  LOGIN_FAILURE_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  PASSWORD_RESETS_PER_ACCOUNT_PER_HOUR: z.coerce.number().int().positive().default(3),
  PASSWORD_RESETS_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(10),
  // Unset: empty outside production, admin,director,deputy in production; set and empty: nobody.
  MFA_REQUIRED_ROLES: z.string().optional(),
  MFA_ENCRYPTION_KEY: z.string().min(32).optional(),
  APPLICATIONS_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(20),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .default('ep'),
  JOB_LOCK_MS: z.coerce.number().int().min(1000).default(30_000),
  OUTBOX_POLL_MS: z.coerce.number().int().min(100).default(2000),
  OUTBOX_REDELIVER_AFTER_MS: z.coerce.number().int().min(1000).default(60_000),
  SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
  SEED_DEMO_POPULATION: z.coerce.number().int().min(0).max(5000).default(60),
  ALLOW_DEMO_ACCOUNTS: z.enum(['true', 'false']).default('false'),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(20),
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(65),
  RETENTION_REFUSED_MONTHS: z.coerce.number().int().min(1).max(600).default(12),
  RETENTION_ABANDONED_MONTHS: z.coerce.number().int().min(1).max(600).default(24),
  BENCH_ENDPOINTS: z.enum(['0', '1']).default('0'),
  BENCH_ACCESS_LOG: z.enum(['on', 'off']).default('on'),
  TRUST_PROXY: z.string().optional(),
  METRICS: z.enum(['on', 'off']).default('on'),
  METRICS_TOKEN: z.union([z.literal(''), z.string().min(16)]).optional(),
  WORKER_METRICS_PORT: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(1).max(65535).optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  API_DOCS: z.enum(['admins', 'public']).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Expert Portal <no-reply@localhost>'),
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().min(0.1).default(60),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(8),
  MAIL_POLL_MS: z.coerce.number().int().min(50).default(1000),
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  CERTIFICATE_ISSUER_NAME_RU: z.string().trim().min(1).default('Экспертный портал'),
  CERTIFICATE_ISSUER_NAME_KK: z.string().trim().min(1).default('Сарапшылар порталы'),
});

export type LogLevel = z.infer<typeof envSchema>['LOG_LEVEL'];

export interface AppConfig {
  production: boolean;
  port: number;
  databaseUrl: string;
  /** Connections each process keeps to PostgreSQL at most. */
  databasePoolSize: number;
  /** How far past its live size the JavaScript heap may grow before a full collection (0: V8 decides). */
  heapGrowingPercent: number;
  redisUrl: string;
  /** Longest a command of the app's own Redis client may take before the request answers 503. */
  redisCommandTimeoutMs: number;
  storageDir: string;
  /** Where the files live: STORAGE_DIR (`fs`, the default) or an S3-compatible bucket (`s3`). */
  storage: StorageConfig;
  webDistDir: string;
  jwt: { accessSecret: string; refreshSecret: string; accessTtl: number; refreshTtl: number };
  login: { maxFailuresPerUsername: number; maxFailuresPerIp: number; windowSeconds: number };
  /** Reset links one account may be sent, and reset requests one address may make, in an hour. */
  passwordResets: { perAccountPerHour: number; perIpPerHour: number };
  /**
   * Second factor: the roles that must have one before they can do anything (MFA_REQUIRED_ROLES), and the key
   * that encrypts the stored TOTP secrets (MFA_ENCRYPTION_KEY, else derived from JWT_ACCESS_SECRET).
   */
  mfa: { requiredRoles: readonly Role[]; encryptionKey: string };
  /** Application submissions one address may make in an hour (each may carry 50 MB). */
  applicationsPerIpPerHour: number;
  /** Prefix of every Redis key and BullMQ queue, so several portals or test runs can share one Redis. */
  redisPrefix: string;
  /** How long a worker's lock on a job lasts; a job whose worker died is retried this long after. */
  jobLockMs: number;
  /** How often the outbox relay looks for rows without a notification (a fallback: NOTIFY wakes it at once). */
  outboxPollMs: number;
  /**
   * How long an outbox row handed to BullMQ may stay not done before the reconciler looks for its job and
   * enqueues it again if Redis lost it. Longer than a job normally takes, so a live job is rarely looked at.
   */
  outboxRedeliverAfterMs: number;
  /** How often the worker reconciles with Redis: lost outbox jobs, lost maintenance schedules (derived). */
  reconcileEveryMs: number;
  seedDemo: boolean;
  /** People with months of history the demo seed adds on the first start (0: none). */
  seedDemoPopulation: number;
  /** In production the demo seed's accounts cannot sign in unless this is set (ALLOW_DEMO_ACCOUNTS=true). */
  allowDemoAccounts: boolean;
  /** How long a stopping process lets requests and jobs in flight finish before it exits anyway. */
  shutdownGraceMs: number;
  /**
   * How long an idle kept-alive connection stays open: longer than a load balancer's own idle timeout (60 s
   * for most), so that it never reuses a socket the API has just closed (a 502).
   */
  keepAliveTimeoutMs: number;
  /** Mounts the benchmark's baseline endpoint (`npm run bench:workflow` only). */
  /**
   * How long personal data is kept, in months: of a refused application; of one never decided, and of a
   * candidate who failed and never came back.
   */
  retention: { refusedMonths: number; abandonedMonths: number };
  benchEndpoints: boolean;
  /**
   * Whether reads of personal data are recorded (personal_data_access): always, but for a benchmark that
   * measures the log's cost (BENCH_ENDPOINTS=1 and BENCH_ACCESS_LOG=off).
   */
  accessLog: boolean;
  trustProxy: string | undefined;
  /**
   * Prometheus metrics: `enabled` false (METRICS=off) removes them, for the benchmark's baseline only. GET
   * /metrics answers loopback requests that came through no proxy, or those with `Bearer <token>`.
   */
  metrics: { enabled: boolean; token: string | undefined; workerPort: number | undefined };
  /** pino's level, and JSON lines (production's default) or readable lines (pino-pretty). */
  log: { level: LogLevel; format: 'json' | 'pretty' };
  /**
   * Who may read `/api/v1/openapi.json` and `/api/v1/docs` (they list every admin route): signed-in admins
   * (production's default) or anyone (elsewhere, where the tests and the web's type generation read them).
   */
  apiDocs: 'admins' | 'public';
  /**
   * Mail goes out through this SMTP server when set (e.g. smtps://user:pass@host:465); always logged. A
   * temporary failure is tried again after `retryDelaySeconds`, then each wait four times the last (at most
   * 8 hours), `maxAttempts` times in all (about 22 hours with the defaults); the worker looks for mail to hand
   * to the queue every `pollMs`.
   */
  mail: {
    smtpUrl: string | undefined;
    from: string;
    retryDelaySeconds: number;
    maxAttempts: number;
    pollMs: number;
  };
  /** Base of links sent outside the app, such as the password-setup link. */
  publicUrl: string;
  /** The issuer a certificate names when its course has no certificate organisation. */
  certificateIssuer: { name_ru: string; name_kk: string };
}

/** Secrets are generated once and kept beside the stored files, so tokens survive restarts outside production. */
function loadOrCreateSecrets(storageDir: string): { access: string; refresh: string } {
  const file = join(storageDir, '.secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as { access: string; refresh: string };
  const secrets = { access: randomBytes(48).toString('hex'), refresh: randomBytes(48).toString('hex') };
  mkdirSync(storageDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

const MFA_REQUIRED_IN_PRODUCTION: readonly Role[] = ['admin', 'director', 'deputy'];

/** MFA_REQUIRED_ROLES as roles: a comma list; unset, admin,director,deputy in production and nobody elsewhere. */
function mfaRequiredRoles(raw: string | undefined, production: boolean): readonly Role[] {
  if (raw === undefined) return production ? MFA_REQUIRED_IN_PRODUCTION : [];
  const names = raw
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !isRole(name));
  if (unknown.length)
    throw new Error(`Invalid configuration:\n  MFA_REQUIRED_ROLES: unknown role ${unknown.join(', ')}`);
  return names.filter(isRole);
}

/** Reads the configuration from the environment, with working defaults outside production. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const storageDir = resolve(e.STORAGE_DIR);
  let accessSecret = e.JWT_ACCESS_SECRET;
  let refreshSecret = e.JWT_REFRESH_SECRET;
  if (!accessSecret || !refreshSecret) {
    if (production) {
      throw new Error(
        'JWT_ACCESS_SECRET and JWT_REFRESH_SECRET (32+ characters each) are required in production.',
      );
    }
    const secrets = loadOrCreateSecrets(storageDir);
    accessSecret ??= secrets.access;
    refreshSecret ??= secrets.refresh;
  }
  return {
    production,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    heapGrowingPercent: e.HEAP_GROWING_PERCENT,
    redisUrl: e.REDIS_URL,
    redisCommandTimeoutMs: e.REDIS_COMMAND_TIMEOUT_MS,
    storageDir,
    storage: storageConfigOf(e, storageDir),
    webDistDir: resolve(e.WEB_DIST_DIR ?? join(__dirname, '../../../../web/dist')),
    jwt: {
      accessSecret,
      refreshSecret,
      accessTtl: e.ACCESS_TOKEN_TTL_SECONDS,
      refreshTtl: e.REFRESH_TOKEN_TTL_SECONDS,
    },
    login: {
      maxFailuresPerUsername: e.LOGIN_MAX_FAILURES_PER_USERNAME,
      maxFailuresPerIp: e.LOGIN_MAX_FAILURES_PER_IP,
      windowSeconds: e.LOGIN_FAILURE_WINDOW_SECONDS,
    },
    passwordResets: {
      perAccountPerHour: e.PASSWORD_RESETS_PER_ACCOUNT_PER_HOUR,
      perIpPerHour: e.PASSWORD_RESETS_PER_IP_PER_HOUR,
    },
    mfa: {
      requiredRoles: mfaRequiredRoles(e.MFA_REQUIRED_ROLES, production),
      encryptionKey: e.MFA_ENCRYPTION_KEY ?? `totp:${accessSecret}`,
    },
    applicationsPerIpPerHour: e.APPLICATIONS_PER_IP_PER_HOUR,
    redisPrefix: e.REDIS_PREFIX,
    jobLockMs: e.JOB_LOCK_MS,
    outboxPollMs: e.OUTBOX_POLL_MS,
    outboxRedeliverAfterMs: e.OUTBOX_REDELIVER_AFTER_MS,
    // A quarter of the grace period, within 0.25–15 s: a lost job is enqueued again at most ~25 % late.
    reconcileEveryMs: Math.min(15_000, Math.max(250, Math.round(e.OUTBOX_REDELIVER_AFTER_MS / 4))),
    seedDemo: !production && e.SEED_DEMO === 'auto',
    seedDemoPopulation: e.SEED_DEMO_POPULATION,
    allowDemoAccounts: e.ALLOW_DEMO_ACCOUNTS === 'true',
    shutdownGraceMs: Math.round(e.SHUTDOWN_GRACE_SECONDS * 1000),
    keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    retention: { refusedMonths: e.RETENTION_REFUSED_MONTHS, abandonedMonths: e.RETENTION_ABANDONED_MONTHS },
    benchEndpoints: e.BENCH_ENDPOINTS === '1',
    accessLog: !(e.BENCH_ENDPOINTS === '1' && e.BENCH_ACCESS_LOG === 'off'),
    trustProxy: e.TRUST_PROXY,
    metrics: {
      enabled: e.METRICS === 'on',
      token: e.METRICS_TOKEN || undefined,
      workerPort: e.WORKER_METRICS_PORT,
    },
    log: { level: e.LOG_LEVEL, format: e.LOG_FORMAT ?? (production ? 'json' : 'pretty') },
    apiDocs: e.API_DOCS ?? (production ? 'admins' : 'public'),
    mail: {
      smtpUrl: e.SMTP_URL || undefined,
      from: e.MAIL_FROM,
      retryDelaySeconds: e.MAIL_RETRY_DELAY_SECONDS,
      maxAttempts: e.MAIL_MAX_ATTEMPTS,
      pollMs: e.MAIL_POLL_MS,
    },
    publicUrl: e.PUBLIC_URL.replace(/\/+$/, ''),
    certificateIssuer: { name_ru: e.CERTIFICATE_ISSUER_NAME_RU, name_kk: e.CERTIFICATE_ISSUER_NAME_KK },
  };
}
