import path from 'node:path';
import { Type, type Static } from 'typebox';
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy';
import { SERVER_ROOT } from './server-root';

const optionalText = (options: { maxLength?: number; pattern?: string } = {}) => Type.Optional(Type.String({ minLength: 1, ...options }));

/** Environment variables, checked once at start. Every one is listed in server/.env.example. */
const EnvSchema = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000 }),
  HOST: Type.String({ minLength: 1, default: '0.0.0.0' }),
  NODE_ENV: Type.String({ maxLength: 40, default: 'production' }),
  DATA_DIR: Type.String({ minLength: 1, default: './data' }),
  DATABASE_URL: optionalText({ pattern: '^postgres(ql)?://' }),
  ADMIN_USERNAME: Type.String({ minLength: 3, maxLength: 100, default: 'admin' }),
  ADMIN_PASSWORD: Type.Optional(Type.String({ minLength: 6, maxLength: 200 })),
  JWT_SECRET: optionalText(),
  ENCRYPTION_KEY: optionalText(),
  PUBLIC_BASE_URL: optionalText({ pattern: '^https?://' }),
  REMOTE_MFE_OPERATIONS_URL: optionalText(),
  REMOTE_MFE_PUBLIC_FORM_URL: optionalText(),
  REMOTE_MFE_ADMIN_URL: optionalText(),
  REMOTES_DIR: optionalText(),
  ALLOWED_REMOTE_ORIGINS: optionalText({ maxLength: 2000 }),
  STATIC_ROOT: optionalText(),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) => Type.Literal(level)),
    { default: 'info' },
  ),
  LOG_FORMAT: Type.Union([Type.Literal('auto'), Type.Literal('pretty'), Type.Literal('json')], { default: 'auto' }),
  TRUST_PROXY: optionalText({ maxLength: 2000 }),
  LOGIN_RATE_LIMIT_PER_MINUTE: Type.Integer({ minimum: 1, default: 20 }),
  PUBLIC_FORM_RATE_LIMIT_PER_MINUTE: Type.Integer({ minimum: 1, default: 120 }),
  DB_POOL_SIZE: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
  NOTIFICATION_POLL_MS: Type.Integer({ minimum: 0, maximum: 3_600_000, default: 2000 }),
  SMTP_URL: optionalText({ pattern: '^smtps?://' }),
  MAIL_FROM: optionalText({ maxLength: 300 }),
  DEMO_PASSWORD: Type.Optional(Type.String({ minLength: 6, maxLength: 200 })),
  BACKUP_DIR: optionalText(),
  BACKUP_CHECK_MS: Type.Integer({ minimum: 0, maximum: 3_600_000, default: 60_000 }),
  KVKK_RETENTION_CHECK_MS: Type.Integer({ minimum: 0, maximum: 86_400_000, default: 3_600_000 }),
  PG_DUMP_PATH: optionalText(),
  SHED_MAX_EVENT_LOOP_DELAY_MS: Type.Integer({ minimum: 0, maximum: 60_000, default: 200 }),
  SHED_MAX_EVENT_LOOP_UTILIZATION: Type.Number({ minimum: 0, maximum: 1, default: 0 }),
  SHED_MAX_HEAP_MB: Type.Integer({ minimum: 0, maximum: 1_048_576, default: 0 }),
  SHED_MAX_DB_WAITING: Type.Integer({ minimum: 0, maximum: 100_000, default: 50 }),
  SHED_SAMPLE_MS: Type.Integer({ minimum: 10, maximum: 60_000, default: 500 }),
  SHED_RETRY_AFTER_SECONDS: Type.Integer({ minimum: 1, maximum: 600, default: 2 }),
  SHED_SUSTAINED_SAMPLES: Type.Integer({ minimum: 1, maximum: 100, default: 3 }),
  SHUTDOWN_GRACE_MS: Type.Integer({ minimum: 0, maximum: 600_000, default: 10_000 }),
  TEST_LOAD_ROUTES: Type.Union([Type.Literal('0'), Type.Literal('1')], { default: '0' }),
  ACCOUNT_FAILED_LOGINS_PER_HOUR: Type.Integer({ minimum: 1, maximum: 100_000, default: 100 }),
  COSTLY_LIMITS_SCALE: Type.Number({ exclusiveMinimum: 0, maximum: 10_000, default: 1 }),
  LOG_RETENTION_CHECK_MS: Type.Integer({ minimum: 1000, maximum: 86_400_000, default: 3_600_000 }),
  REMINDER_CHECK_MS: Type.Integer({ minimum: 0, maximum: 86_400_000, default: 3_600_000 }),
  METRICS_TOKEN: Type.Optional(Type.String({ minLength: 16, maxLength: 500 })),
  WORKERS: Type.Integer({ minimum: 1, maximum: 64, default: 1 }),
});
type Env = Static<typeof EnvSchema>;

const checkEnv = Compile(EnvSchema);

/** The checked configuration; its shape is the one `loadConfig` returns. */
export type AppConfig = ReturnType<typeof toConfig>;

export class ConfigError extends Error {}

function readTrustProxy(text: string | undefined): TrustProxy {
  try {
    return parseTrustProxy(text);
  } catch (error) {
    throw new ConfigError(`Geçersiz ortam değişkeni / invalid environment variable: ${(error as Error).message}`);
  }
}

/** The repository root: the folder above the server package. */
export const REPO_ROOT = path.resolve(SERVER_ROOT, '..');

/** Reads and checks the environment once; throws ConfigError naming every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(EnvSchema.properties)) {
    const value = source[key];
    if (value !== undefined && value.trim() !== '') raw[key] = value.trim();
  }
  const env = Value.Default(EnvSchema, Value.Convert(EnvSchema, raw)) as Env;
  if (!checkEnv.Check(env)) {
    const problems = checkEnv.Errors(env).map((error) => `${error.instancePath.slice(1)}: ${error.message}`);
    throw new ConfigError(`Geçersiz ortam değişkeni / invalid environment variable: ${[...new Set(problems)].join('; ')}`);
  }
  // The value holds a password: the message names the variable only.
  if (env.SMTP_URL && !URL.canParse(env.SMTP_URL)) throw new ConfigError('Geçersiz ortam değişkeni / invalid environment variable: SMTP_URL: not a URL');
  return toConfig(env, cwd, allowedRemoteOrigins(env));
}

/** `https://cdn.example.com` from a URL, or null for a path on the portal itself (or no URL). */
export function originOf(url: string | null | undefined): string | null {
  return url && /^https?:\/\//i.test(url) && URL.canParse(url) ? new URL(url).origin : null;
}

/**
 * security.allowedRemoteOrigins: the origins remotes may come from besides the portal's own.
 * ALLOWED_REMOTE_ORIGINS (comma-separated origins) when set, and then every REMOTE_MFE_*_URL must be
 * on one of them; unset, the origins of the REMOTE_MFE_*_URL given.
 */
function allowedRemoteOrigins(env: Env): string[] {
  const remoteUrls = {
    REMOTE_MFE_OPERATIONS_URL: env.REMOTE_MFE_OPERATIONS_URL,
    REMOTE_MFE_PUBLIC_FORM_URL: env.REMOTE_MFE_PUBLIC_FORM_URL,
    REMOTE_MFE_ADMIN_URL: env.REMOTE_MFE_ADMIN_URL,
  };
  if (!env.ALLOWED_REMOTE_ORIGINS)
    return [
      ...new Set(
        Object.values(remoteUrls)
          .map(originOf)
          .filter((o): o is string => !!o),
      ),
    ];
  const listed = env.ALLOWED_REMOTE_ORIGINS.split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const origins: string[] = [];
  for (const item of listed) {
    const origin = originOf(item);
    if (!origin || origin !== item.replace(/\/+$/, ''))
      throw new ConfigError(
        `Geçersiz ortam değişkeni / invalid environment variable: ALLOWED_REMOTE_ORIGINS: '${item}' is not an origin (https://host[:port])`,
      );
    origins.push(origin);
  }
  for (const [name, url] of Object.entries(remoteUrls)) {
    const origin = originOf(url);
    if (origin && !origins.includes(origin)) {
      throw new ConfigError(`Geçersiz ortam değişkeni / invalid environment variable: ${name}: ${origin} is not in ALLOWED_REMOTE_ORIGINS`);
    }
  }
  return [...new Set(origins)];
}

function toConfig(env: Env, cwd: string, allowedRemoteOrigins: string[]) {
  return {
    port: env.PORT,
    host: env.HOST,
    /** Shown on the settings' system info tab. */
    environment: env.NODE_ENV,
    /** Absolute. Holds the PGlite database, generated secrets and the lock file. */
    dataDir: path.resolve(cwd, env.DATA_DIR),
    /** Set: PostgreSQL; unset: embedded PGlite in dataDir/pglite. */
    databaseUrl: env.DATABASE_URL ?? null,
    adminUsername: env.ADMIN_USERNAME,
    adminPassword: env.ADMIN_PASSWORD ?? null,
    jwtSecret: env.JWT_SECRET ?? null,
    encryptionKey: env.ENCRYPTION_KEY ?? null,
    publicBaseUrl: env.PUBLIC_BASE_URL ? env.PUBLIC_BASE_URL.replace(/\/+$/, '') : null,
    remotes: {
      operations: env.REMOTE_MFE_OPERATIONS_URL ?? null,
      publicForm: env.REMOTE_MFE_PUBLIC_FORM_URL ?? null,
      admin: env.REMOTE_MFE_ADMIN_URL ?? null,
    },
    security: {
      /** Origins remotes may be loaded from besides the portal's own; the CSP names exactly these. */
      allowedRemoteOrigins,
    },
    /** Absolute. Where `npm run deploy -w <remote>` puts versioned remotes and their remotes.json; null: none. */
    remotesDir: env.REMOTES_DIR ? path.resolve(cwd, env.REMOTES_DIR) : null,
    /** Folder holding shell/, mfe-operations/, … each with its dist/. */
    staticRoot: env.STATIC_ROOT ? path.resolve(cwd, env.STATIC_ROOT) : REPO_ROOT,
    logLevel: env.LOG_LEVEL,
    /** auto: readable lines on a terminal, JSON otherwise. */
    logFormat: env.LOG_FORMAT,
    /** Which peers may name the client in X-Forwarded-For (lib/trust-proxy.ts): false, a hop count, or addresses/CIDRs. */
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    loginRateLimitPerMinute: env.LOGIN_RATE_LIMIT_PER_MINUTE,
    publicFormRateLimitPerMinute: env.PUBLIC_FORM_RATE_LIMIT_PER_MINUTE,
    dbPoolSize: env.DB_POOL_SIZE,
    /** How often this process looks for due e-mails; 0: this process sends none. */
    notificationPollMs: env.NOTIFICATION_POLL_MS,
    /** Fallback SMTP server when the e-mail settings are not enabled. Holds a password: never log it. */
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM ?? null,
    /** Password of the demo logins made by `npm run seed:demo`; generated when unset. */
    demoPassword: env.DEMO_PASSWORD ?? null,
    /** Absolute. Backup files (administration §2.5): BACKUP_DIR, else DATA_DIR/backups. */
    backupDir: env.BACKUP_DIR ? path.resolve(cwd, env.BACKUP_DIR) : path.join(path.resolve(cwd, env.DATA_DIR), 'backups'),
    /** How often this process looks whether an automatic backup is due; 0: never in this process. */
    backupCheckMs: env.BACKUP_CHECK_MS,
    /** How often this process looks whether the daily KVKK retention run is due (issue 30); 0: never in this process. */
    kvkkRetentionCheckMs: env.KVKK_RETENTION_CHECK_MS,
    /** pg_dump used for backups on PostgreSQL (default: pg_dump on PATH). */
    pgDumpPath: env.PG_DUMP_PATH ?? 'pg_dump',
    /** Load shedding (docs/operations.md "Aşırı yük"); a limit of 0 is not checked. */
    shed: {
      maxEventLoopDelayMs: env.SHED_MAX_EVENT_LOOP_DELAY_MS,
      maxEventLoopUtilization: env.SHED_MAX_EVENT_LOOP_UTILIZATION,
      /** 0: 90 % of the V8 heap limit. */
      maxHeapMb: env.SHED_MAX_HEAP_MB,
      maxDbWaiting: env.SHED_MAX_DB_WAITING,
      sampleMs: env.SHED_SAMPLE_MS,
      retryAfterSeconds: env.SHED_RETRY_AFTER_SECONDS,
      /** Samples in a row a limit must be passed in before calls are shed (one stall never sheds). */
      sustainedSamples: env.SHED_SUSTAINED_SAMPLES,
    },
    /** How long SIGTERM's drain may take before the connections still open are cut (server.ts). */
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    /** Test suites only: /__test-load/* routes that block the loop or fill the heap (routes/test-load.ts). */
    testLoadRoutes: env.TEST_LOAD_ROUTES === '1',
    /** Failed sign-ins per account an hour, from all addresses together (OWASP ASVS 2.2.1). */
    accountFailedLoginsPerHour: env.ACCOUNT_FAILED_LOGINS_PER_HOUR,
    /** Multiplies every costly call's limit (plugins/app/costly-limits.ts); 1: as listed there. */
    costlyLimitsScale: env.COSTLY_LIMITS_SCALE,
    /** How often this process looks whether the daily log clean-up is due (its first look: a minute after start, or sooner). */
    logRetentionCheckMs: env.LOG_RETENTION_CHECK_MS,
    /** How often this process runs the reminders' e-mail check (issue 44; 0: never). Every process may: the notices' unique key sends each e-mail once. */
    reminderCheckMs: env.REMINDER_CHECK_MS,
    /** Set: GET /metrics answers Prometheus text to `Authorization: Bearer <it>`; unset: /metrics is 404. A secret: never log it. */
    metricsToken: env.METRICS_TOKEN ?? null,
    /** API processes `npm start` runs on one port (node:cluster); above 1 only with DATABASE_URL. */
    workers: env.WORKERS,
  };
}
