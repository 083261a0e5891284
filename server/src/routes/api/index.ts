import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../plugins/external/auth';
import authRoutes from './auth/index';
import companyRoutes from './company/index';
import healthRoutes from './health/index';
import repairFormRoutes from './repairform/index';
import vehicleRoutes from './vehicles/index';

/** Every route below /api passes the one auth hook unless it sets config.public. */
export default async function apiRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireAuth);
  await app.register(healthRoutes, { prefix: '/health' });
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(vehicleRoutes, { prefix: '/vehicles' });
  await app.register(companyRoutes, { prefix: '/company' });
  await app.register(repairFormRoutes, { prefix: '/repairform' });
}
