import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { keepSessionsExact } from '../../modules/auth/keep-sessions-exact';
import { createAuthServices } from '../../modules/auth/services';
import { createBackupServices } from '../../modules/backups/services';
import { createCompanyServices } from '../../modules/companies/services';
import type { CoreDeps } from '../../modules/core-deps';
import { createDashboardServices } from '../../modules/dashboard/services';
import { createDriverServices } from '../../modules/drivers/services';
import { createFormPhotoServices } from '../../modules/form-photos/services';
import { createFormPdfServices } from '../../modules/form-pdf/services';
import { createInvoiceServices } from '../../modules/invoices/services';
import { createKvkkServices } from '../../modules/kvkk/services';
import { createNotificationServices } from '../../modules/notifications/services';
import { createReminderServices } from '../../modules/reminders/services';
import { createRepairFormServices } from '../../modules/repair-forms/services';
import { createRepairWorkServices } from '../../modules/repair-work/services';
import { createRepairShopServices } from '../../modules/repair-shops/services';
import { createSettingsServices } from '../../modules/settings/services';
import { createSystemLogServices } from '../../modules/system-logs/services';
import { createUserServices } from '../../modules/users/services';
import { createVehicleServices } from '../../modules/vehicles/services';

/** Every module's services, built in the order they need each other. */
function createServices(core: CoreDeps, signer: Parameters<typeof createAuthServices>[1]['signer']) {
  const logs = createSystemLogServices(core);
  const settings = createSettingsServices(core, logs);
  const shared = { ...logs, ...settings, ...createNotificationServices(core, { ...logs, ...settings }) };
  const forms = createRepairFormServices(core, shared);
  const kvkk = createKvkkServices(core, shared);
  return {
    ...kvkk,
    ...shared,
    ...forms,
    ...createRepairWorkServices(core, { ...shared, ...forms }),
    ...createAuthServices(core, { ...shared, signer }),
    ...createVehicleServices(core, shared),
    ...createReminderServices(core, shared),
    ...createCompanyServices(core, shared),
    ...createDriverServices(core),
    ...createRepairShopServices(core, shared),
    ...createUserServices(core, shared),
    ...createFormPdfServices(core, { ...shared, ...forms, kvkkNoticeService: kvkk.kvkkNoticeService }),
    ...createInvoiceServices(core, { ...shared, ...forms }),
    ...createFormPhotoServices(core, { ...shared, ...forms }),
    ...createDashboardServices(core, forms),
    ...createBackupServices(core, { ...shared, kvkkRetention: kvkk.kvkkRetention }),
  };
}

/** The names routes reach the services by (app.<name>); fastify-augment.ts types them from here. */
export type AppServices = ReturnType<typeof createServices>;

/** Builds the services once and decorates the app with them. */
export default fp(
  async (app: FastifyInstance) => {
    const core: CoreDeps = { db: app.db, kind: app.database.kind, fieldCrypto: app.fieldCrypto, config: app.config, log: app.log };
    const signer = { sign: (payload: { sub: string; jti: string }, minutes: number) => app.jwt.sign(payload, { expiresIn: `${minutes}m` }) };
    const services = createServices(core, signer);
    for (const [name, service] of Object.entries(services)) app.decorate(name, service as never);
    await keepSessionsExact(app, services.authService);
  },
  { name: 'services', dependencies: ['auth'] },
);
