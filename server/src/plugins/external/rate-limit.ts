import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '@tamir/shared-api/domain';
import { HttpError } from '../../lib/http-errors';
import { Throttle } from '../../lib/throttle';

type Done = (error: Error | null, result?: { current: number; ttl: number }) => void;

const SWEEP_MS = 10 * 60_000;

/**
 * Off by default; routes opt in through config.rateLimit (login, public form). The counters live
 * in the database (throttle_counters), so N processes on one PostgreSQL share one budget.
 */
export default fp(
  async (app: FastifyInstance) => {
    const throttle = new Throttle(app.db);
    class DatabaseStore {
      constructor(
        _options: unknown,
        private readonly prefix = '',
      ) {}
      incr(key: string, done: Done, timeWindow: number) {
        throttle.hit(`rate:${this.prefix}:${key}`, timeWindow).then(
          ({ hits, ttl }) => done(null, { current: hits, ttl }),
          (error: Error) => done(error),
        );
      }
      child(routeOptions: object) {
        // The plugin passes the route as routeInfo beside the merged limits.
        const route = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
        return new DatabaseStore(routeOptions, `${String(route?.method ?? '')} ${route?.url ?? ''}`);
      }
    }
    await app.register(rateLimit, {
      global: false,
      store: DatabaseStore,
      // A database hiccup must not lock every user out: the request goes on unlimited.
      skipOnError: true,
      errorResponseBuilder: () => new HttpError(429, MSG.tooManyRequests),
    });
    const sweeper = setInterval(() => throttle.sweep().catch((error: unknown) => app.log.warn({ err: error }, 'throttle sweep failed')), SWEEP_MS);
    sweeper.unref();
    app.addHook('onClose', async () => clearInterval(sweeper));
  },
  { name: 'rate-limit' },
);
