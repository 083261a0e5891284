import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Throttle } from '../../lib/throttle';
import { AuthService } from './auth-service';
import { CompanyService } from './company-service';
import { FormShareService } from './form-share-service';
import { NotificationOutbox } from './notification-outbox';
import { DashboardService } from './dashboard-service';
import { DriverService } from './driver-service';
import { RepairFormListService } from './repair-form-list-service';
import { RepairFormService } from './repair-form-service';
import { RepairShopService } from './repair-shop-service';
import { SettingsService } from './settings-service';
import { SystemLogService } from './system-log-service';
import { VehicleService } from './vehicle-service';

export default fp(
  async (app: FastifyInstance) => {
    const { db, fieldCrypto } = app;
    const settingsService = new SettingsService(db);
    const systemLog = new SystemLogService(db, app.log);
    const signer = { sign: (payload: { sub: string; jti: string }, minutes: number) => app.jwt.sign(payload, { expiresIn: `${minutes}m` }) };
    app.decorate('settingsService', settingsService);
    app.decorate('systemLog', systemLog);
    app.decorate('authService', new AuthService(db, settingsService, systemLog, signer, new Throttle(db)));
    app.decorate('vehicleService', new VehicleService(db, fieldCrypto, systemLog));
    app.decorate('companyService', new CompanyService(db, systemLog));
    const repairFormListService = new RepairFormListService(db);
    app.decorate('repairFormListService', repairFormListService);
    app.decorate('dashboardService', new DashboardService(db, repairFormListService));
    app.decorate('repairShopService', new RepairShopService(db));
    app.decorate('driverService', new DriverService(db, fieldCrypto));
    const notificationOutbox = new NotificationOutbox(app.config.publicBaseUrl);
    const repairFormService = new RepairFormService(db, fieldCrypto, systemLog, notificationOutbox);
    app.decorate('notificationOutbox', notificationOutbox);
    app.decorate('repairFormService', repairFormService);
    app.decorate('formShareService', new FormShareService(db, fieldCrypto, systemLog, repairFormService, notificationOutbox));
  },
  { name: 'services', dependencies: ['auth'] },
);
