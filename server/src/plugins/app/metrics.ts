import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { MSG } from '@tamir/shared-api/domain';
import cluster from 'node:cluster';
import { clusterMetricsText, joinClusterMetrics, startProcessMetrics } from '../../lib/metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** `Authorization: Bearer <token>` against the configured token, in constant time (equal-length digests). */
function bearerMatches(header: string | undefined, expected: Buffer): boolean {
  const match = /^Bearer (.+)$/i.exec(header ?? '');
  return timingSafeEqual(digest(match ? match[1].trim() : ''), expected) && match !== null;
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (Array.isArray(result) ? result : ((result as { rows?: Row[] }).rows ?? [])) as Row[];

/** This app's metrics: requests per route pattern, the database pool, the e-mail outbox, the newest backup. */
function appRegistry(app: FastifyInstance): { registry: Registry; requests: Counter<string>; latency: Histogram<string> } {
  const registry = new Registry();
  const requests = new Counter({
    name: 'tamir_http_requests_total',
    help: 'Requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'tamir_http_request_duration_seconds',
    help: 'Time from request to response, by method and route pattern',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'tamir_db_pool_connections',
    help: 'PostgreSQL connection pool of this process: max, open, idle, and queries waiting for a connection (absent on PGlite)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const use = app.database.poolUse();
      if (!use) return;
      for (const [state, value] of Object.entries(use)) this.set({ state }, value);
    },
  });
  new Gauge({
    name: 'tamir_outbox_notifications',
    help: 'E-mails and SMS in the outbox by status: pending (waiting to be sent) and failed (given up)',
    labelNames: ['status'],
    registers: [registry],
    // Every process reads the same table: WORKERS=N must not add the counts up.
    aggregator: 'max',
    async collect() {
      try {
        const rows = rowsOf(
          await app.db.execute(sql`select status, count(*)::int as n from notifications where status in ('Pending', 'Failed') group by status`),
        );
        const count = (status: string) => Number(rows.find((row) => row.status === status)?.n ?? 0);
        this.set({ status: 'pending' }, count('Pending'));
        this.set({ status: 'failed' }, count('Failed'));
      } catch {
        // database unreachable: /api/health/ready says so; the scrape still answers
      }
    },
  });
  new Gauge({
    name: 'tamir_backup_newest_age_seconds',
    help: 'Seconds since the newest backup was made (+Inf when there is none)',
    registers: [registry],
    aggregator: 'max',
    async collect() {
      try {
        const rows = rowsOf(await app.db.execute(sql`select extract(epoch from (now() - max(created_at)))::float8 as age from backups`));
        const age = rows[0]?.age;
        this.set(age === null || age === undefined ? Infinity : Number(age));
      } catch {
        // as above
      }
    },
  });
  return { registry, requests, latency };
}

/**
 * GET /metrics in Prometheus text: 404 unless METRICS_TOKEN is set, then 401 without that bearer
 * token. Hidden from the OpenAPI document: it is not part of the API (the tenancy matrix and the
 * fuzzer read that document; metrics.test.ts covers it). With the token unset nothing is measured.
 */
export default fp(
  async (app: FastifyInstance) => {
    const token = app.config.metricsToken;
    if (!token) {
      app.get('/metrics', { schema: { hide: true } }, async (_request, reply) =>
        reply.code(404).type('text/plain; charset=utf-8').send('Bulunamadı / not found\n'),
      );
      return;
    }
    const expected = digest(token);
    const processRegistry = startProcessMetrics();
    const { registry, requests, latency } = appRegistry(app);
    const inCluster = cluster.isWorker && app.config.workers > 1;
    if (inCluster) joinClusterMetrics([processRegistry, registry]);

    // The labelled children are kept per route and status: no label hashing per request.
    const counted = new Map<string, { count: Counter.Internal; time: Histogram.Internal<string> }>();
    app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      const route = request.routeOptions.url ?? 'unmatched';
      if (route !== '/metrics') {
        const key = `${request.method} ${reply.statusCode} ${route}`;
        let series = counted.get(key);
        if (!series) {
          series = { count: requests.labels(request.method, route, String(reply.statusCode)), time: latency.labels(request.method, route) };
          counted.set(key, series);
        }
        series.count.inc();
        series.time.observe(reply.elapsedTime / 1000);
      }
      done();
    });

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!bearerMatches(request.headers.authorization, expected)) {
        return reply.code(401).header('www-authenticate', 'Bearer').send({ message: MSG.metricsUnauthorized });
      }
      if (inCluster) return reply.type(processRegistry.contentType).send(await clusterMetricsText());
      const merged = Registry.merge([processRegistry, registry]);
      return reply.type(merged.contentType).send(await merged.metrics());
    });
  },
  { name: 'metrics' },
);
