import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AuthService } from './auth-service';
import { CompanyService } from './company-service';
import { RepairFormService } from './repair-form-service';
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
    app.decorate('authService', new AuthService(db, settingsService, systemLog, signer));
    app.decorate('vehicleService', new VehicleService(db, fieldCrypto, systemLog));
    app.decorate('companyService', new CompanyService(db, systemLog));
    app.decorate('repairFormService', new RepairFormService(db, fieldCrypto, systemLog, app.config.publicBaseUrl));
  },
  { name: 'services', dependencies: ['auth'] },
);
