import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { EntityType } from './system-logs/service';
import { requireAuth } from '../plugins/external/auth';
import authRoutes from './auth/routes';
import backupRoutes from './backups/routes';
import companyRoutes from './companies/routes';
import dashboardRoutes from './dashboard/routes';
import driverRoutes from './drivers/routes';
import formPhotoRoutes from './form-photos/routes';
import formPdfRoutes from './form-pdf/routes';
import healthRoutes from './health/routes';
import invoiceRoutes, { formInvoiceRoutes, sellerRoutes } from './invoices/routes';
import kvkkRoutes, { shopKvkkRoutes } from './kvkk/routes';
import repairFormRoutes, { vehicleFormRoutes } from './repair-forms/routes';
import formSignatureRoutes from './repair-forms/signature-routes';
import repairWorkRoutes from './repair-work/routes';
import notificationRoutes from './notifications/routes';
import reminderRoutes, { formReminderRoutes, vehicleReminderRoutes } from './reminders/routes';
import repairShopRoutes from './repair-shops/routes';
import settingsRoutes from './settings/routes';
import systemLogRoutes from './system-logs/routes';
import settingsLogRoutes from './system-logs/settings-log-routes';
import userRoutes from './users/routes';
import vehicleRoutes from './vehicles/routes';

/**
 * Registers one module's routes with the entity its request-log rows name (issue 42 item 6: derived
 * from the module, so a new module cannot be logged as System by a forgotten table entry).
 */
async function registerModule(app: FastifyInstance, routes: FastifyPluginAsync, logEntity: EntityType, prefix?: string) {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...(route.config as object), logEntity } as typeof route.config;
    });
    await scope.register(routes, prefix ? { prefix } : {});
  });
}

/** The /api tree (app.ts gives the prefix): every route passes the one auth hook unless it sets config.public. */
export default async function apiRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireAuth);
  await registerModule(app, healthRoutes, 'System', '/health');
  await registerModule(app, authRoutes, 'Authentication', '/auth');
  await registerModule(app, vehicleRoutes, 'Vehicle', '/vehicles');
  await registerModule(app, vehicleReminderRoutes, 'Vehicle', '/vehicles');
  await registerModule(app, reminderRoutes, 'Vehicle', '/reminders');
  await registerModule(app, companyRoutes, 'Company', '/company');
  await registerModule(app, repairFormRoutes, 'RepairForm', '/repairform');
  await registerModule(app, formPdfRoutes, 'RepairForm', '/repairform');
  await registerModule(app, formSignatureRoutes, 'RepairForm', '/repairform');
  await registerModule(app, repairWorkRoutes, 'RepairForm', '/repairform');
  await registerModule(app, formPhotoRoutes, 'RepairForm', '/repairform');
  await registerModule(app, formReminderRoutes, 'Vehicle', '/repairform');
  await registerModule(app, dashboardRoutes, 'RepairForm', '/dashboard');
  await registerModule(app, repairShopRoutes, 'Company', '/repairshop');
  await registerModule(app, vehicleFormRoutes, 'RepairForm', '/forms');
  await registerModule(app, driverRoutes, 'Vehicle', '/drivers');
  await registerModule(app, settingsRoutes, 'SystemSetting', '/settings');
  // /users and /user (the spec names both paths)
  await registerModule(app, userRoutes, 'User');
  await registerModule(app, notificationRoutes, 'Notification', '/notification');
  await registerModule(app, backupRoutes, 'SystemSetting', '/settings');
  await registerModule(app, systemLogRoutes, 'System', '/logs');
  await registerModule(app, settingsLogRoutes, 'SystemSetting', '/settings');
  await registerModule(app, kvkkRoutes, 'SystemSetting');
  await registerModule(app, sellerRoutes, 'Company', '/repairshop');
  await registerModule(app, shopKvkkRoutes, 'Company', '/repairshop');
  await registerModule(app, formInvoiceRoutes, 'RepairForm', '/repairform');
  await registerModule(app, invoiceRoutes, 'RepairForm', '/invoices');
}
