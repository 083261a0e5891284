import type { FastifyInstance } from 'fastify';
import type { AuthService } from './service';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The session cache follows the database: every process clears it on the NOTIFY that migration
 * 0007's triggers send, and this process also clears it before the answer to any write it served
 * leaves (so its own logout, deactivation or restore holds for the very next request).
 */
export async function keepSessionsExact(app: FastifyInstance, authService: AuthService) {
  const { sessions } = authService;
  const stop = await app.database.listen('tamir_auth_changed', {
    onNotify: () => sessions.clear(),
    onState: (live) => {
      sessions.setLive(live);
      if (!live) app.log.warn('session change notifications lost: sessions are read from the database until they are back');
    },
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!SAFE_METHODS.has(request.method)) sessions.clear();
    done(null, payload);
  });
  app.addHook('onClose', async () => stop());
}
