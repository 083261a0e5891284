import { collectDefaultMetrics, Counter, Registry } from 'prom-client';

/**
 * What this process measures whatever app it serves: Node's own figures (event-loop delay, heap,
 * RSS, CPU, handles) and the 503s shed under load. Each app adds its own registry (routes, pool,
 * outbox, backups: plugins/app/metrics.ts) and /metrics answers both.
 */
export const processRegistry = new Registry();
let started = false;

const shed = new Counter({
  name: 'tamir_http_shed_total',
  help: 'Requests answered 503 by load shedding instead of being served',
  registers: [processRegistry],
});

/** Counts one request shed under load (answered 503 with Retry-After). Cheap; safe with metrics off. */
export function countShed(): void {
  shed.inc();
}

/** Starts Node's default metrics once per process (an event-loop delay histogram among them). */
export function startProcessMetrics(): Registry {
  if (!started) {
    started = true;
    collectDefaultMetrics({ register: processRegistry, prefix: 'tamir_' });
  }
  return processRegistry;
}
