import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../plugins/external/auth';
import authRoutes from './auth/routes';
import backupRoutes from './backups/routes';
import companyRoutes from './companies/routes';
import dashboardRoutes from './dashboard/routes';
import driverRoutes from './drivers/routes';
import formPhotoRoutes from './form-photos/routes';
import formPdfRoutes from './form-pdf/routes';
import healthRoutes from './health/routes';
import kvkkRoutes from './kvkk/routes';
import repairFormRoutes, { vehicleFormRoutes } from './repair-forms/routes';
import formSignatureRoutes from './repair-forms/signature-routes';
import repairWorkRoutes from './repair-work/routes';
import notificationRoutes from './notifications/routes';
import repairShopRoutes from './repair-shops/routes';
import settingsRoutes from './settings/routes';
import systemLogRoutes from './system-logs/routes';
import settingsLogRoutes from './system-logs/settings-log-routes';
import userRoutes from './users/routes';
import vehicleRoutes from './vehicles/routes';

/** The /api tree (app.ts gives the prefix): every route passes the one auth hook unless it sets config.public. */
export default async function apiRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireAuth);
  await app.register(healthRoutes, { prefix: '/health' });
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(vehicleRoutes, { prefix: '/vehicles' });
  await app.register(companyRoutes, { prefix: '/company' });
  await app.register(repairFormRoutes, { prefix: '/repairform' });
  await app.register(formPdfRoutes, { prefix: '/repairform' });
  await app.register(formSignatureRoutes, { prefix: '/repairform' });
  await app.register(repairWorkRoutes, { prefix: '/repairform' });
  await app.register(formPhotoRoutes, { prefix: '/repairform' });
  await app.register(dashboardRoutes, { prefix: '/dashboard' });
  await app.register(repairShopRoutes, { prefix: '/repairshop' });
  await app.register(vehicleFormRoutes, { prefix: '/forms' });
  await app.register(driverRoutes, { prefix: '/drivers' });
  await app.register(settingsRoutes, { prefix: '/settings' });
  // /users and /user (the spec names both paths)
  await app.register(userRoutes);
  await app.register(notificationRoutes, { prefix: '/notification' });
  await app.register(backupRoutes, { prefix: '/settings' });
  await app.register(systemLogRoutes, { prefix: '/logs' });
  await app.register(settingsLogRoutes, { prefix: '/settings' });
  await app.register(kvkkRoutes);
}
