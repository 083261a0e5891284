import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, collectDefaultMetrics, Counter, Registry } from 'prom-client';

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

const REQUEST = 'tamir:metrics-request';
const ANSWER = 'tamir:metrics-answer';
const CLUSTER_TIMEOUT_MS = 5_000;
let sequence = 0;

/**
 * WORKERS=N: a scrape reaches one worker, which asks the primary; the primary gathers every
 * worker's registries (prom-client's AggregatorRegistry: counters and histograms summed, gauges
 * as each says) and answers, so Prometheus sees one process-independent series per port.
 */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker: Worker, message: { type?: string; id?: number }) => {
    if (message?.type !== REQUEST) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id: message.id, text }),
      (error: Error) => worker.send({ type: ANSWER, id: message.id, error: error.message }),
    );
  });
}

/** In a worker: offers `registries` to the primary's aggregation. */
export function joinClusterMetrics(registries: Registry[]): void {
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries(registries);
}

/** In a worker: the whole cluster's metrics, from the primary. */
export function clusterMetricsText(): Promise<string> {
  const id = ++sequence;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      process.off('message', onMessage);
      reject(new Error('cluster metrics timed out'));
    }, CLUSTER_TIMEOUT_MS);
    const onMessage = (message: { type?: string; id?: number; text?: string; error?: string }) => {
      if (message?.type !== ANSWER || message.id !== id) return;
      clearTimeout(timer);
      process.off('message', onMessage);
      if (message.error) reject(new Error(message.error));
      else resolve(message.text ?? '');
    };
    process.on('message', onMessage);
    process.send!({ type: REQUEST, id });
  });
}
