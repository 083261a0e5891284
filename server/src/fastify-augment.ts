/*
 * What the app adds to Fastify's types. Nothing imports this file: the compiler reads it through
 * tsconfig's include, so the services it names never import it back (no cycle through here).
 */
import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
import type { Caller } from './lib/caller';
import type { FieldCrypto } from './lib/field-crypto';
import type { AuthService } from './modules/auth/service';
import type { BackupScheduler } from './modules/backups/scheduler';
import type { BackupService } from './modules/backups/service';
import type { CompanyService } from './modules/companies/service';
import type { DashboardService } from './modules/dashboard/service';
import type { DriverService } from './modules/drivers/service';
import type { FormPdfService } from './modules/form-pdf/service';
import type { NotificationService } from './modules/notifications/service';
import type { NotificationOutbox } from './modules/notifications/outbox';
import type { RepairFormListService } from './modules/repair-forms/list-service';
import type { RepairFormService } from './modules/repair-forms/service';
import type { FormShareService } from './modules/repair-forms/share-service';
import type { FormSignatureService } from './modules/repair-forms/signature-service';
import type { RepairShopService } from './modules/repair-shops/service';
import type { RepairApprovalService } from './modules/repair-work/approval-service';
import type { RepairWorkService } from './modules/repair-work/service';
import type { SettingsService } from './modules/settings/service';
import type { SystemLogService } from './modules/system-logs/service';
import type { LogRetention } from './modules/system-logs/retention';
import type { SystemLogAdminService } from './modules/system-logs/search-service';
import type { UserService } from './modules/users/service';
import type { VehicleService } from './modules/vehicles/service';
import type { VerifiedToken } from './plugins/external/auth';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    db: Db;
    fieldCrypto: FieldCrypto;
    /** Tokens this app has verified, by the token (plugins/external/auth.ts readToken). */
    verifiedTokens: Map<string, VerifiedToken>;
    settingsService: SettingsService;
    systemLog: SystemLogService;
    systemLogAdmin: SystemLogAdminService;
    logRetention: LogRetention;
    authService: AuthService;
    vehicleService: VehicleService;
    companyService: CompanyService;
    repairFormService: RepairFormService;
    notificationOutbox: NotificationOutbox;
    notificationService: NotificationService;
    formShareService: FormShareService;
    formPdfService: FormPdfService;
    formSignatureService: FormSignatureService;
    repairWorkService: RepairWorkService;
    repairApprovalService: RepairApprovalService;
    repairFormListService: RepairFormListService;
    dashboardService: DashboardService;
    repairShopService: RepairShopService;
    driverService: DriverService;
    userService: UserService;
    backupService: BackupService;
    backupScheduler: BackupScheduler;
  }
  interface FastifyRequest {
    /** Who calls and from where; set when the request arrives, its user by the /api auth hook. */
    caller: Caller;
    /** The unexpected error behind a 500, for the request log row. */
    failure: Error | null;
  }
  interface FastifyContextConfig {
    /** Opts a route under /api out of the bearer-token check. */
    public?: boolean;
    /** Open to a user who must change the password first (the change itself, the settings it reads, token refresh). */
    beforePasswordChange?: boolean;
  }
}
