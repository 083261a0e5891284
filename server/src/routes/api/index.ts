import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../plugins/external/auth';
import authRoutes from './auth/index';
import companyRoutes from './company/index';
import dashboardRoutes from './dashboard/index';
import driverRoutes from './drivers/index';
import formRoutes from './forms/index';
import healthRoutes from './health/index';
import repairFormRoutes from './repairform/index';
import repairShopRoutes from './repairshop/index';
import settingsRoutes from './settings/index';
import vehicleRoutes from './vehicles/index';

/** Every route below /api passes the one auth hook unless it sets config.public. */
export default async function apiRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireAuth);
  await app.register(healthRoutes, { prefix: '/health' });
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(vehicleRoutes, { prefix: '/vehicles' });
  await app.register(companyRoutes, { prefix: '/company' });
  await app.register(repairFormRoutes, { prefix: '/repairform' });
  await app.register(dashboardRoutes, { prefix: '/dashboard' });
  await app.register(repairShopRoutes, { prefix: '/repairshop' });
  await app.register(formRoutes, { prefix: '/forms' });
  await app.register(driverRoutes, { prefix: '/drivers' });
  await app.register(settingsRoutes, { prefix: '/settings' });
}
