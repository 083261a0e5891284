import { getHeapStatistics } from 'node:v8';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '@tamir/shared-api/domain';
import { countShed } from '../../lib/metrics';

/** Why a request was shed: under-pressure's type names, or the database queue. */
export type ShedReason = string;

export interface PressureOptions {
  /** Called once per request answered 503 (the metrics counter is wired here). */
  onShed?: (reason: ShedReason) => void;
}

/**
 * Load shedding: while the event loop lags or is busy past its limit, the heap is nearly full or too
 * many queries wait for the database, every /api call but /api/health is answered 503 with
 * Retry-After and the Turkish message shape at once, before any work. The static front end is
 * still served (it is cheap and the browser needs it to show the message).
 */
export default fp<PressureOptions>(
  async (app: FastifyInstance, { onShed }) => {
    const limits = app.config.shed;
    const heapLimitMb = limits.maxHeapMb > 0 ? limits.maxHeapMb : Math.floor((getHeapStatistics().heap_size_limit / 1048576) * 0.9);
    let dbWaiting = 0;
    let lastWarned = 0;
    await app.register(underPressure, {
      sampleInterval: limits.sampleMs,
      maxEventLoopDelay: limits.maxEventLoopDelayMs,
      maxEventLoopUtilization: limits.maxEventLoopUtilization,
      eventLoopUtilizationMode: 'interval',
      maxHeapUsedBytes: heapLimitMb * 1048576,
      retryAfter: limits.retryAfterSeconds,
      // The database's waiting queue, read as often as the rest.
      healthCheck: async () => {
        dbWaiting = app.database.waiting();
        return limits.maxDbWaiting === 0 || dbWaiting <= limits.maxDbWaiting;
      },
      healthCheckInterval: limits.sampleMs,
      pressureHandler: (request, reply, type, value) => {
        const url = request.url;
        if (!url.startsWith('/api/') || url === '/api/health' || url.startsWith('/api/health/') || url.startsWith('/api/health?')) return undefined;
        const reason = type === 'healthCheck' ? 'databaseQueue' : type;
        countShed();
        onShed?.(reason);
        // One line every five seconds at most while shedding: what was past its limit.
        if (Date.now() - lastWarned > 5000) {
          lastWarned = Date.now();
          app.log.warn({ reason, value: reason === 'databaseQueue' ? dbWaiting : value }, 'overloaded: answering 503');
        }
        reply.code(503).header('Retry-After', String(limits.retryAfterSeconds));
        // A value returned is sent as the body (the plugin's types say void; its code sends it).
        return { message: MSG.serverBusy } as unknown as void;
      },
    });
    app.decorate('pressure', () => ({
      underPressure: app.isUnderPressure(),
      retryAfterSeconds: limits.retryAfterSeconds,
      dbWaiting,
      ...app.memoryUsage(),
    }));
  },
  { name: 'under-pressure-limits' },
);
