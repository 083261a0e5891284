import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '@tamir/shared-api/domain';
import { HttpError } from '../../lib/http-errors';

/**
 * Off by default; routes opt in through config.rateLimit (login, public form). Counters live in
 * process memory: behind several processes each one limits on its own.
 */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => new HttpError(429, MSG.tooManyRequests),
    });
  },
  { name: 'rate-limit' },
);
