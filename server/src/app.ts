import Fastify, { type FastifyInstance } from 'fastify';
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import { MSG } from '@tamir/shared-api/domain';
import type { AppConfig } from './config';
import { openPglite, openPostgres, type Database } from './db/client';
import { acquireDataDirLock, type DataDirLock } from './db/data-dir-lock';
import { FieldCrypto } from './lib/field-crypto';
import { HttpError } from './lib/http-errors';
import { resolveSecrets } from './lib/secrets';
import { bootstrapDatabase } from './plugins/app/bootstrap';
import errorHandler from './plugins/app/error-handler';
import requestLog from './plugins/app/request-log';
import services from './plugins/app/services';
import { maskUrl } from './plugins/app/system-log-service';
import auth from './plugins/external/auth';
import rateLimit from './plugins/external/rate-limit';
import securityHeaders from './plugins/external/security-headers';
import swagger from './plugins/external/swagger';
import apiRoutes from './routes/api/index';
import frontendRoutes from './routes/frontends';
import './types';

export interface BuildOptions {
  config: AppConfig;
  /** Receives the one-time generated admin password line; stdout by default. */
  announce?: (line: string) => void;
}

const printLine = (line: string) => process.stdout.write(`\n${line}\n\n`);

/**
 * Builds the whole app: takes the PGlite directory lock, opens and migrates the database, creates
 * the first admin, then registers plugins and routes. Not listening yet: server.ts or a test does that.
 */
export async function buildApp({ config, announce = printLine }: BuildOptions): Promise<FastifyInstance> {
  const lock: DataDirLock | null = config.databaseUrl ? null : acquireDataDirLock(config.dataDir);
  let database: Database | null = null;
  try {
    const secrets = resolveSecrets(config.dataDir, config.jwtSecret, config.encryptionKey);
    const fieldCrypto = new FieldCrypto(secrets.encryptionKey);
    const app = Fastify({
      logger: {
        level: config.logLevel,
        serializers: { req: (request) => ({ method: request.method, url: maskUrl(request.url), remoteAddress: request.ip }) },
      },
      trustProxy: config.trustProxy,
      bodyLimit: 1024 * 1024,
      routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    });

    database = config.databaseUrl ? await openPostgres(config.databaseUrl, config.dbPoolSize) : await openPglite(config.dataDir);
    await database.runExclusive(async (db, migrate) => {
      await migrate();
      await bootstrapDatabase(db, { adminUsername: config.adminUsername, adminPassword: config.adminPassword, crypto: fieldCrypto, logger: app.log, announce });
    });

    const opened = database;
    app.addHook('onClose', async () => {
      await app.systemLog.flush();
      await opened.close();
      lock?.release();
    });

    app.setValidatorCompiler(TypeBoxValidatorCompiler);
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser(['application/json', 'text/plain']);
    // The API speaks JSON only. An empty JSON body (POST /auth/logout from some clients) is no body.
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
      parseJson(request, String(body), (error, value) => (error ? done(new HttpError(400, MSG.invalidRequest), undefined) : done(null, value)));
    });

    app.decorate('config', config);
    app.decorate('database', opened);
    app.decorate('db', opened.db);
    app.decorate('fieldCrypto', fieldCrypto);

    await app.register(securityHeaders);
    await app.register(rateLimit);
    await app.register(auth, { secret: secrets.jwtSecret });
    await app.register(swagger);
    await app.register(services);
    await app.register(errorHandler);
    await app.register(requestLog);
    await app.register(apiRoutes, { prefix: '/api' });
    await app.register(frontendRoutes);
    return app;
  } catch (error) {
    await database?.close().catch(() => undefined);
    lock?.release();
    throw error;
  }
}
