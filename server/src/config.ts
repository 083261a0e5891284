import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Type, type Static } from 'typebox';
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';

const optionalText = (options: { maxLength?: number; pattern?: string } = {}) => Type.Optional(Type.String({ minLength: 1, ...options }));

/** Environment variables, checked once at start. Every one is listed in server/.env.example. */
const EnvSchema = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000 }),
  HOST: Type.String({ minLength: 1, default: '0.0.0.0' }),
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
  STATIC_ROOT: optionalText(),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) => Type.Literal(level)),
    { default: 'info' },
  ),
  TRUST_PROXY: Type.Boolean({ default: false }),
  LOGIN_RATE_LIMIT_PER_MINUTE: Type.Integer({ minimum: 1, default: 20 }),
  PUBLIC_FORM_RATE_LIMIT_PER_MINUTE: Type.Integer({ minimum: 1, default: 120 }),
  DB_POOL_SIZE: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
  NOTIFICATION_POLL_MS: Type.Integer({ minimum: 0, maximum: 3_600_000, default: 2000 }),
  SMTP_URL: optionalText({ pattern: '^smtps?://' }),
  MAIL_FROM: optionalText({ maxLength: 300 }),
  DEMO_PASSWORD: Type.Optional(Type.String({ minLength: 6, maxLength: 200 })),
});
type Env = Static<typeof EnvSchema>;

const checkEnv = Compile(EnvSchema);

export interface AppConfig {
  port: number;
  host: string;
  /** Absolute. Holds the PGlite database, generated secrets and the lock file. */
  dataDir: string;
  /** Set: PostgreSQL; unset: embedded PGlite in dataDir/pglite. */
  databaseUrl: string | null;
  adminUsername: string;
  adminPassword: string | null;
  jwtSecret: string | null;
  encryptionKey: string | null;
  publicBaseUrl: string | null;
  remotes: { operations: string | null; publicForm: string | null; admin: string | null };
  /** Folder holding shell/, mfe-operations/, … each with its dist/. */
  staticRoot: string;
  logLevel: string;
  trustProxy: boolean;
  loginRateLimitPerMinute: number;
  publicFormRateLimitPerMinute: number;
  dbPoolSize: number;
  /** How often this process looks for due e-mails; 0: this process sends none. */
  notificationPollMs: number;
  /** Fallback SMTP server when the e-mail settings are not enabled. Holds a password: never log it. */
  smtpUrl: string | null;
  mailFrom: string | null;
  /** Password of the demo logins made by `npm run seed:demo`; generated when unset. */
  demoPassword: string | null;
}

export class ConfigError extends Error {}

/** The repository root: two levels above server/src. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

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
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(cwd, env.DATA_DIR),
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
    staticRoot: env.STATIC_ROOT ? path.resolve(cwd, env.STATIC_ROOT) : REPO_ROOT,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    loginRateLimitPerMinute: env.LOGIN_RATE_LIMIT_PER_MINUTE,
    publicFormRateLimitPerMinute: env.PUBLIC_FORM_RATE_LIMIT_PER_MINUTE,
    dbPoolSize: env.DB_POOL_SIZE,
    notificationPollMs: env.NOTIFICATION_POLL_MS,
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM ?? null,
    demoPassword: env.DEMO_PASSWORD ?? null,
  };
}
