import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Throttle } from '../../lib/throttle';
import { AuthService } from '../../modules/auth/service';
import { BackupScheduler } from '../../modules/backups/scheduler';
import { BackupService } from '../../modules/backups/service';
import { CompanyService } from '../../modules/companies/service';
import { DashboardService } from '../../modules/dashboard/service';
import { DriverService } from '../../modules/drivers/service';
import { fillPhoneGrams } from '../../modules/vehicles/phone-columns';
import { FormPdfService } from '../../modules/form-pdf/service';
import { NotificationOutbox } from '../../modules/notifications/outbox';
import { NotificationService } from '../../modules/notifications/service';
import { RepairFormListService } from '../../modules/repair-forms/list-service';
import { RepairFormService } from '../../modules/repair-forms/service';
import { FormShareService } from '../../modules/repair-forms/share-service';
import { FormSignatureService } from '../../modules/repair-forms/signature-service';
import { RepairShopService } from '../../modules/repair-shops/service';
import { repairWorkServices } from '../../modules/repair-work/services';
import { readSettingsSection } from '../../modules/settings/defaults';
import { SettingsService } from '../../modules/settings/service';
import path from 'node:path';
import { LogFileSink } from '../../modules/system-logs/file-sink';
import { LogRetention } from '../../modules/system-logs/retention';
import { SystemLogAdminService } from '../../modules/system-logs/search-service';
import { SystemLogService } from '../../modules/system-logs/service';
import { UserService } from '../../modules/users/service';
import { VehicleService } from '../../modules/vehicles/service';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The session cache follows the database: every process clears it on the NOTIFY that migration
 * 0007's triggers send, and this process also clears it before the answer to any write it served
 * leaves (so its own logout, deactivation or restore holds for the very next request).
 */
async function keepSessionsExact(app: FastifyInstance, authService: AuthService) {
  const { sessions } = authService;
  const stop = await app.database.listen('tamir_auth_changed', {
    onNotify: () => sessions.clear(),
    onState: (live) => {
      sessions.setLive(live);
      if (!live) app.log.warn('session change notifications lost: sessions are read from the database until they are back');
    },
  });
  app.addHook('onSend', async (request) => {
    if (!SAFE_METHODS.has(request.method)) sessions.clear();
  });
  app.addHook('onClose', async () => stop());
}

/** Builds the services once and decorates the app with them; routes reach them as app.<name>. */
export default fp(
  async (app: FastifyInstance) => {
    const { db, fieldCrypto } = app;
    // Logging settings apply within 2 s without a restart; saving them applies them at once.
    const systemLog = new SystemLogService(db, app.log, {
      loggingSettings: () => readSettingsSection(db, 'logging'),
      fileSink: new LogFileSink(path.join(app.config.dataDir, 'logs'), app.log.child({ component: 'log-file' })),
    });
    // PGlite runs one statement at a time: smaller delete batches let waiting requests in sooner.
    const logDeleteBatch = app.database.kind === 'pglite' ? 2_000 : 10_000;
    app.decorate('systemLogAdmin', new SystemLogAdminService(db, systemLog, app.log.child({ component: 'system-logs' }), { deleteBatchSize: logDeleteBatch }));
    app.decorate('logRetention', new LogRetention(db, app.database.kind, systemLog, app.log.child({ component: 'log-retention' }), logDeleteBatch));
    const signer = { sign: (payload: { sub: string; jti: string }, minutes: number) => app.jwt.sign(payload, { expiresIn: `${minutes}m` }) };
    const settingsService = new SettingsService(db, systemLog, fieldCrypto, { publicBaseUrlOverride: app.config.publicBaseUrl });
    app.decorate('settingsService', settingsService);
    app.decorate('systemLog', systemLog);
    const authService = new AuthService(db, settingsService, systemLog, signer, new Throttle(db));
    app.decorate('authService', authService);
    await keepSessionsExact(app, authService);
    app.decorate('vehicleService', new VehicleService(db, fieldCrypto, systemLog));
    app.decorate('companyService', new CompanyService(db, systemLog, fieldCrypto));
    const repairFormListService = new RepairFormListService(db);
    app.decorate('repairFormListService', repairFormListService);
    app.decorate('dashboardService', new DashboardService(db, repairFormListService));
    app.decorate('repairShopService', new RepairShopService(db, settingsService, systemLog));
    app.decorate('driverService', new DriverService(db, fieldCrypto));
    const notificationOutbox = new NotificationOutbox((executor) => settingsService.publicBaseUrl(executor));
    const repairFormService = new RepairFormService(db, fieldCrypto, systemLog, notificationOutbox);
    app.decorate('notificationOutbox', notificationOutbox);
    app.decorate('repairFormService', repairFormService);
    app.decorate('formShareService', new FormShareService(db, fieldCrypto, systemLog, repairFormService, notificationOutbox));
    app.decorate('formPdfService', new FormPdfService(db, repairFormService, (token) => notificationOutbox.linkFor(token)));
    app.decorate('formSignatureService', new FormSignatureService(db, systemLog, repairFormService));
    repairWorkServices(app, { systemLog, repairFormService, notificationOutbox });
    app.decorate('notificationService', new NotificationService(db, systemLog, notificationOutbox));
    app.decorate('userService', new UserService(db, settingsService, systemLog, notificationOutbox, fieldCrypto));
    const { kind } = app.database;
    const backupService = new BackupService(db, settingsService, systemLog, {
      kind,
      databaseUrl: app.config.databaseUrl,
      backupDir: app.config.backupDir,
      pgDumpPath: app.config.pgDumpPath,
      keyCheck: fieldCrypto.keyCheck(),
      fillDerivedColumns: (tx) => fillPhoneGrams(tx, fieldCrypto),
      logger: app.log.child({ component: 'backups' }),
    });
    app.decorate('backupService', backupService);
    app.decorate('backupScheduler', new BackupScheduler(db, kind, backupService, settingsService, systemLog, app.log.child({ component: 'backup-schedule' })));
  },
  { name: 'services', dependencies: ['auth'] },
);
