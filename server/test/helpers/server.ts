import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';

export type DbKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const DATABASES: DbKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * The databases a PostgreSQL-only suite runs on: PostgreSQL when TEST_DATABASE_URL is set, else
 * none, and then it says so in the output instead of passing silently (issue 42).
 */
export function postgresOnly(suite: string): DbKind[] {
  if (!process.env.TEST_DATABASE_URL) console.log(`SKIPPED: ${suite} needs PostgreSQL; TEST_DATABASE_URL is unset, so it did not run`);
  return DATABASES.filter((kind) => kind === 'postgres');
}

export const ADMIN = { username: 'admin', password: 'Yonetici!2026' };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read reply bodies field by field
export interface Reply<T = any> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as is, with a JSON content type (for malformed bodies). */
  rawBody?: string;
  token?: string | null;
  headers?: Record<string, string>;
}

export interface TestServer {
  kind: DbKind;
  url: string;
  app: FastifyInstance;
  dataDir: string;
  databaseUrl: string | null;
  /** Lines the app announced (the one-time admin password). */
  announced: string[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as Reply above
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<Reply<T>>;
  login(username: string, password: string): Promise<string>;
  close(): Promise<void>;
}

/** A fresh database on the TEST_DATABASE_URL server, dropped again by the returned function. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = new URL(process.env.TEST_DATABASE_URL!);
  const name = `tamir_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base.toString());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base.toString() });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface StartOptions {
  env?: Record<string, string>;
  /** Reuse a data directory / database (restart tests). */
  dataDir?: string;
  databaseUrl?: string;
  keepData?: boolean;
  /** Told of every request shed with 503 (overload tests). */
  onShed?: (reason: string) => void;
  /** 'off' (the default: a busy test machine is not an overloaded server) or 'production': the limits as shipped. */
  shedding?: 'off' | 'production';
}

/** The time-based and queue limits turned off; overload tests set their own or ask for production's. */
const UNSHED = { SHED_MAX_EVENT_LOOP_DELAY_MS: '0', SHED_MAX_EVENT_LOOP_UTILIZATION: '0', SHED_MAX_DB_WAITING: '0' };

export async function startServer(kind: DbKind, options: StartOptions = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'tamir-test-'));
  const pgDatabase = kind === 'postgres' && !options.databaseUrl ? await createPostgresDatabase() : null;
  const databaseUrl = kind === 'postgres' ? (options.databaseUrl ?? pgDatabase!.url) : null;
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
    PUBLIC_FORM_RATE_LIMIT_PER_MINUTE: '100000',
    // Queued e-mails stay Pending unless a test turns its dispatcher on (notifications*.test.ts).
    NOTIFICATION_POLL_MS: '0',
    // The KVKK retention run (issue 30) only when a test calls it (kvkk.test.ts): its deletions would move other tests' rows.
    KVKK_RETENTION_CHECK_MS: '0',
    // A busy test machine is not an overloaded server: only overload tests turn shedding on.
    ...(options.shedding === 'production' ? {} : UNSHED),
    // Tests call costly routes more often than a person would; costly-call-limits.test.ts sets 1.
    COSTLY_LIMITS_SCALE: '100',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  });
  const announced: string[] = [];
  let app: FastifyInstance;
  try {
    app = await buildApp({ config, announce: (line) => announced.push(line), onShed: options.onShed });
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await pgDatabase?.drop();
    throw error;
  }
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const request = async <T>(method: string, route: string, opts: RequestOptions = {}): Promise<Reply<T>> => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: string | FormData | undefined;
    if (opts.rawBody !== undefined) body = opts.rawBody;
    // A FormData goes as multipart/form-data with its own boundary (photo uploads).
    else if (opts.body instanceof FormData) body = opts.body;
    else if (opts.body !== undefined) body = JSON.stringify(opts.body);
    if (typeof body === 'string') headers['content-type'] ??= 'application/json';
    const response = await fetch(url + route, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
    return { status: response.status, body: parsed as T, text, headers: response.headers };
  };

  return {
    kind,
    url,
    app,
    dataDir,
    databaseUrl,
    announced,
    request,
    async login(username, password) {
      const reply = await request<{ token: string }>('POST', '/api/auth/login', { body: { username, password } });
      if (reply.status !== 200) throw new Error(`login ${username} failed: ${reply.status} ${reply.text}`);
      return reply.body.token;
    },
    async close() {
      await app.close();
      if (!options.keepData) {
        await pgDatabase?.drop();
        if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
