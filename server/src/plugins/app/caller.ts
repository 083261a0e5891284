import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Caller } from '../../lib/caller';
import { maskUrl } from '../../modules/system-logs/service';

/** Builds each request's Caller once, as it arrives; the /api auth hook fills in its user. */
export default fp(
  async (app: FastifyInstance) => {
    // Every request gets its own object in the hook below; the decoration only declares the slot.
    app.decorateRequest('caller', null as unknown as Caller);
    // Hooks on every request take a callback: an async hook costs a promise and a turn of the microtask queue.
    app.addHook('onRequest', (request, _reply, done) => {
      request.caller = { ip: request.ip, method: request.method, path: maskUrl(request.url), user: null, subject: null };
      done();
    });
  },
  { name: 'request-caller' },
);
