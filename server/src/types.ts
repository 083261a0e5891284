import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
import type { FieldCrypto } from './lib/field-crypto';
import type { FieldMessages } from './lib/validation';
import type { AuthService } from './plugins/app/auth-service';
import type { CompanyService } from './plugins/app/company-service';
import type { FormShareService } from './plugins/app/form-share-service';
import type { NotificationOutbox } from './plugins/app/notification-outbox';
import type { DashboardService } from './plugins/app/dashboard-service';
import type { DriverService } from './plugins/app/driver-service';
import type { RepairFormListService } from './plugins/app/repair-form-list-service';
import type { RepairFormService } from './plugins/app/repair-form-service';
import type { RepairShopService } from './plugins/app/repair-shop-service';
import type { SettingsService } from './plugins/app/settings-service';
import type { SystemLogService } from './plugins/app/system-log-service';
import type { VehicleService } from './plugins/app/vehicle-service';

export type Role = 'Admin' | 'Tamirci';

/** The signed-in user of a request, read fresh from the database on every call. */
export interface AuthUser {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  role: Role;
  repairShopId: number | null;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    db: Db;
    fieldCrypto: FieldCrypto;
    settingsService: SettingsService;
    systemLog: SystemLogService;
    authService: AuthService;
    vehicleService: VehicleService;
    companyService: CompanyService;
    repairFormService: RepairFormService;
    notificationOutbox: NotificationOutbox;
    formShareService: FormShareService;
    repairFormListService: RepairFormListService;
    dashboardService: DashboardService;
    repairShopService: RepairShopService;
    driverService: DriverService;
  }
  interface FastifyRequest {
    /** Set by the /api auth hook; null on public routes. */
    auth: AuthUser | null;
    /** Who the request log row names: the signed-in user, or the user a login was for. */
    logUser: { id: number | null; username: string | null } | null;
    /** The unexpected error behind a 500, for the request log row. */
    failure: Error | null;
  }
  interface FastifyContextConfig {
    /** Opts a route under /api out of the bearer-token check. */
    public?: boolean;
    /** The spec's texts for a missing or mistyped body field, by field name. */
    fieldMessages?: FieldMessages;
  }
}
