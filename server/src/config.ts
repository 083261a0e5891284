import path from 'node:path';
import { Type, type Static } from 'typebox';
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';
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
  STATIC_ROOT: optionalText(),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) => Type.Literal(level)),
    { default: 'info' },
  ),
  LOG_FORMAT: Type.Union([Type.Literal('auto'), Type.Literal('pretty'), Type.Literal('json')], { default: 'auto' }),
  TRUST_PROXY: Type.Boolean({ default: false }),
  LOGIN_RATE_LIMIT_PER_MINUTE: Type.Integer({ minimum: 1, default: 20 }),
  PUBLIC_FORM_RATE_LIMIT_PER_MINUTE: Type.Integer({ minimum: 1, default: 120 }),
  DB_POOL_SIZE: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
  NOTIFICATION_POLL_MS: Type.Integer({ minimum: 0, maximum: 3_600_000, default: 2000 }),
  SMTP_URL: optionalText({ pattern: '^smtps?://' }),
  MAIL_FROM: optionalText({ maxLength: 300 }),
  DEMO_PASSWORD: Type.Optional(Type.String({ minLength: 6, maxLength: 200 })),
  BACKUP_DIR: optionalText(),
  BACKUP_CHECK_MS: Type.Integer({ minimum: 0, maximum: 3_600_000, default: 60_000 }),
  PG_DUMP_PATH: optionalText(),
  LOG_RETENTION_CHECK_MS: Type.Integer({ minimum: 1000, maximum: 86_400_000, default: 3_600_000 }),
  METRICS_TOKEN: Type.Optional(Type.String({ minLength: 16, maxLength: 500 })),
  WORKERS: Type.Integer({ minimum: 1, maximum: 64, default: 1 }),
});
type Env = Static<typeof EnvSchema>;

const checkEnv = Compile(EnvSchema);

/** The checked configuration; its shape is the one `loadConfig` returns. */
export type AppConfig = ReturnType<typeof toConfig>;

export class ConfigError extends Error {}

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
  return toConfig(env, cwd);
}

function toConfig(env: Env, cwd: string) {
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
    /** Absolute. Where `npm run deploy -w <remote>` puts versioned remotes and their remotes.json; null: none. */
    remotesDir: env.REMOTES_DIR ? path.resolve(cwd, env.REMOTES_DIR) : null,
    /** Folder holding shell/, mfe-operations/, … each with its dist/. */
    staticRoot: env.STATIC_ROOT ? path.resolve(cwd, env.STATIC_ROOT) : REPO_ROOT,
    logLevel: env.LOG_LEVEL,
    /** auto: readable lines on a terminal, JSON otherwise. */
    logFormat: env.LOG_FORMAT,
    trustProxy: env.TRUST_PROXY,
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
    /** pg_dump used for backups on PostgreSQL (default: pg_dump on PATH). */
    pgDumpPath: env.PG_DUMP_PATH ?? 'pg_dump',
    /** How often this process looks whether the daily log clean-up is due (its first look: a minute after start, or sooner). */
    logRetentionCheckMs: env.LOG_RETENTION_CHECK_MS,
    /** Set: GET /metrics answers Prometheus text to `Authorization: Bearer <it>`; unset: /metrics is 404. A secret: never log it. */
    metricsToken: env.METRICS_TOKEN ?? null,
    /** API processes `npm start` runs on one port (node:cluster); above 1 only with DATABASE_URL. */
    workers: env.WORKERS,
  };
}
