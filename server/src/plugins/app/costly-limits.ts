import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '@tamir/shared-api/domain';
import { RetryLater } from '../../lib/http-errors';
import { Throttle } from '../../lib/throttle';

export type CostlyCall = 'publicPdf' | 'resend' | 'testEmail' | 'logExport' | 'backup';

interface CostlyLimit {
  /** Calls per signed-in user in the window (the public PDF: per form link). */
  perUser: number;
  /** Calls per address in the window. */
  perAddress: number;
  windowMs: number;
}

const MINUTE = 60_000;

/** Our bounds (docs/decisions.md "Aşırı yük ve pahalı çağrılar"): well above a person's use, well below a script's. */
export const COSTLY_LIMITS: Record<CostlyCall, CostlyLimit> = {
  publicPdf: { perUser: 20, perAddress: 60, windowMs: 10 * MINUTE },
  resend: { perUser: 30, perAddress: 60, windowMs: 60 * MINUTE },
  testEmail: { perUser: 10, perAddress: 20, windowMs: 60 * MINUTE },
  logExport: { perUser: 10, perAddress: 20, windowMs: 60 * MINUTE },
  backup: { perUser: 6, perAddress: 12, windowMs: 60 * MINUTE },
};

/**
 * Costly calls (a PDF drawn, an e-mail sent, a log file or a backup written) get their own limits
 * per user and per address, counted in the database (throttle_counters) so every process shares
 * them. A route opts in with config.costly; past either limit it answers 429 with Retry-After.
 */
export default fp(
  async (app: FastifyInstance) => {
    const throttle = new Throttle(app.db);
    const scale = (count: number) => Math.max(1, Math.round(count * app.config.costlyLimitsScale));
    async function admit(request: FastifyRequest, call: CostlyCall) {
      const limit = COSTLY_LIMITS[call];
      const who = request.caller.user ? `user:${request.caller.user.id}` : `link:${(request.params as { token?: string }).token ?? ''}`;
      const [byUser, byAddress] = await Promise.all([
        throttle.hit(`costly:${call}:${who}`, limit.windowMs),
        throttle.hit(`costly:${call}:ip:${request.caller.ip}`, limit.windowMs),
      ]);
      const over = [byUser.hits > scale(limit.perUser) ? byUser.ttl : 0, byAddress.hits > scale(limit.perAddress) ? byAddress.ttl : 0];
      const wait = Math.max(...over);
      if (wait > 0) throw new RetryLater(429, MSG.costlyCallLimited, Math.ceil(wait / 1000));
    }
    // A callback hook: most calls are not costly and pass at once, without a promise.
    app.addHook('preHandler', (request, _reply, done) => {
      const call = request.routeOptions.config.costly;
      if (!call) return done();
      admit(request, call).then(() => done(), done);
    });
  },
  { name: 'costly-limits' },
);
