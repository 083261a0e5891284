import { getHeapStatistics } from 'node:v8';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '@tamir/shared-api/domain';
import { countShed } from '../../lib/metrics';
import { PressureJudge, type LoadSample, type ShedReason } from '../../lib/pressure-judge';

export type { ShedReason };

export interface PressureOptions {
  /** Called once per request answered 503 because of load (the metrics counter is wired here). */
  onShed?: (reason: ShedReason) => void;
}

/** The event-loop delay histogram's resolution: its timer ticks this often, and each tick's own wait is not delay. */
const RESOLUTION_MS = 10;

/** Health and readiness are never shed nor refused by the drain: they report the state. */
const isProbe = (url: string) => url === '/api/health' || url.startsWith('/api/health/') || url.startsWith('/api/health?');

/**
 * Load shedding and the drain's door. Every `SHED_SAMPLE_MS` once the server listens, the
 * event-loop delay and utilisation, the heap in use and the database's waiting queue are sampled;
 * once a limit has been passed in `SHED_SUSTAINED_SAMPLES` samples in a row (lib/pressure-judge.ts),
 * every /api call but the health probes is answered 503 with Retry-After and the Turkish message,
 * before any work, until a sample is back under. While the process drains (SIGTERM, server.ts) a
 * call that arrives is answered the same way with `Connection: close`. Static files are still
 * served (cheap, and the browser needs them to show the message).
 */
export default fp<PressureOptions>(
  async (app: FastifyInstance, { onShed }) => {
    const limits = app.config.shed;
    const heapLimitMb = limits.maxHeapMb > 0 ? limits.maxHeapMb : Math.floor((getHeapStatistics().heap_size_limit / 1048576) * 0.9);
    const judge = new PressureJudge({
      maxEventLoopDelayMs: limits.maxEventLoopDelayMs,
      maxEventLoopUtilization: limits.maxEventLoopUtilization,
      maxHeapMb: heapLimitMb,
      maxDbWaiting: limits.maxDbWaiting,
      sustainedSamples: limits.sustainedSamples,
    });
    const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
    let utilizationFrom = performance.eventLoopUtilization();
    let last: LoadSample = { eventLoopDelayMs: 0, eventLoopUtilization: 0, heapUsedMb: 0, dbWaiting: 0 };
    let timer: NodeJS.Timeout | null = null;
    let due = 0;
    let draining = false;
    let lastWarned = 0;

    const sample = () => {
      const now = performance.now();
      // A loop blocked for the whole sample recorded no tick: the sample timer's own lateness is the delay then.
      const late = Math.max(0, now - due);
      const eventLoopDelayMs = histogram.count > 0 ? Math.max(0, histogram.mean / 1e6 - RESOLUTION_MS) : late > RESOLUTION_MS ? late : null;
      histogram.reset();
      const utilization = performance.eventLoopUtilization(utilizationFrom);
      utilizationFrom = performance.eventLoopUtilization();
      last = {
        eventLoopDelayMs,
        eventLoopUtilization: utilization.utilization,
        heapUsedMb: process.memoryUsage().heapUsed / 1048576,
        dbWaiting: app.database.waiting(),
      };
      const was = judge.shedding;
      const reason = judge.add(last);
      if (reason && !was) app.log.warn({ reason, sample: last }, 'overloaded: answering 503 until the load falls');
      if (!reason && was) app.log.info({ sample: last }, 'load back under the limits: answering again');
      due = performance.now() + limits.sampleMs;
      timer = setTimeout(sample, limits.sampleMs).unref();
    };

    // Start-up's own work (migrations, the first compilations) is not load: sampling starts when the server listens.
    app.addHook('onListen', (done) => {
      histogram.reset();
      histogram.enable();
      utilizationFrom = performance.eventLoopUtilization();
      judge.reset();
      due = performance.now() + limits.sampleMs;
      timer = setTimeout(sample, limits.sampleMs).unref();
      done();
    });
    app.addHook('onClose', (_instance, done) => {
      if (timer) clearTimeout(timer);
      histogram.disable();
      done();
    });

    const refuse = (reply: FastifyReply) =>
      reply.code(503).header('Retry-After', String(limits.retryAfterSeconds)).header('content-type', 'application/json; charset=utf-8');

    app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
      const url = request.url;
      if (!url.startsWith('/api/') || isProbe(url)) return done();
      if (draining) {
        refuse(reply).header('Connection', 'close').send({ message: MSG.serverBusy });
        return;
      }
      const reason = judge.shedding;
      if (!reason) return done();
      countShed();
      onShed?.(reason);
      // One line every five seconds at most while shedding.
      if (Date.now() - lastWarned > 5000) {
        lastWarned = Date.now();
        app.log.warn({ reason, sample: last }, 'overloaded: answering 503');
      }
      refuse(reply).send({ message: MSG.serverBusy });
    });
    // While draining every answer closes its connection, so no keep-alive connection outlives the drain.
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (draining) reply.header('Connection', 'close');
      done(null, payload);
    });

    app.decorate('pressure', () => ({
      underPressure: judge.shedding !== null,
      reason: judge.shedding,
      retryAfterSeconds: limits.retryAfterSeconds,
      draining,
      ...last,
    }));
    app.decorate('beginDrain', () => {
      draining = true;
    });
  },
  { name: 'load-shedding' },
);
