import cluster, { type Worker } from 'node:cluster';
import type { AppConfig } from './config';
import { serveClusterMetrics } from './lib/metrics';
import { ConfigError } from './config';

/** Beyond SHUTDOWN_GRACE_MS, how long the primary waits for its workers to close before it exits anyway. */
const DRAIN_MARGIN_MS = 5_000;
/** A worker that dies within this time of its start, before it ever listened, stops the whole start. */
const RESTART_PAUSE_MS = 1_000;

/** WORKERS above 1 on the embedded database: refused before anything is opened. */
export function checkWorkers(config: AppConfig): void {
  if (config.workers > 1 && !config.databaseUrl) {
    throw new ConfigError(
      `WORKERS=${config.workers} gömülü veritabanıyla (PGlite) kullanılamaz: PGlite tek bir süreçte çalışır. ` +
        'Birden fazla süreç için DATABASE_URL ile PostgreSQL kullanın ya da WORKERS=1 bırakın. ' +
        `/ WORKERS=${config.workers} cannot be used with the embedded database (PGlite serves one process). ` +
        'Use PostgreSQL via DATABASE_URL for several processes, or leave WORKERS=1.',
    );
  }
}

/** True in the process that serves requests: a worker, or the only process when WORKERS=1. */
export const servesRequests = (config: AppConfig) => config.workers <= 1 || cluster.isWorker;

/** The first worker prints the ready block; the others only their own announcements. */
export const printsBanner = () => !cluster.isWorker || cluster.worker?.id === 1;

/**
 * The primary of `WORKERS=N`, serving nothing itself: forks N workers running `entry` that share the port (node:cluster hands the
 * connections round-robin), forks a new one when one dies, and on SIGTERM/SIGINT passes the
 * signal on and exits once every worker has drained (server.ts `shutdown`).
 */
export function runPrimary(config: AppConfig, entry: string): void {
  // The workers run the server entry itself (not `npm start`'s build step again), with this process's node flags.
  cluster.setupPrimary({ exec: entry, args: [] });
  if (config.metricsToken) serveClusterMetrics();
  let stopping = false;
  const listened = new Set<number>();
  const fork = () => {
    const worker = cluster.fork();
    worker.once('listening', () => listened.add(worker.id));
  };
  for (let i = 0; i < config.workers; i++) fork();

  cluster.on('exit', (worker: Worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    if (!listened.has(worker.id)) {
      // It never served: a configuration or database problem every new worker would hit too.
      process.stderr.write(`Sunucu süreci başlatılamadı / a worker failed to start (exit ${code ?? signal}); duruluyor / stopping.\n`);
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      setTimeout(() => process.exit(1), config.shutdownGraceMs + DRAIN_MARGIN_MS).unref();
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
      return;
    }
    process.stderr.write(`Sunucu süreci ${worker.process.pid} durdu (${code ?? signal}); yenisi başlatılıyor / worker died, starting a new one.\n`);
    setTimeout(fork, RESTART_PAUSE_MS).unref();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => process.exit(1), config.shutdownGraceMs + DRAIN_MARGIN_MS).unref();
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
