import { fastifyTrustProxy } from './lib/trust-proxy';
import Fastify, { type FastifyInstance } from 'fastify';
import { MSG } from '@tamir/shared-api/domain';
import type { AppConfig } from './config';
import { HttpError } from './lib/http-errors';
import { lazySerializerFactory, lazyValidatorCompiler } from './lib/lazy-compilers';
import { clientErrorHandler, frameworkErrors } from './framework-errors';
import { loggerOptions, RequestLines } from './logger';
import { openAppDatabase } from './open-database';
import apiRoutes from './modules/api-routes';
import caller from './plugins/app/caller';
import costlyLimits from './plugins/app/costly-limits';
import errorHandler from './plugins/app/error-handler';
import inputGuard from './plugins/app/input-guard';
import metrics from './plugins/app/metrics';
import notificationDispatcher from './plugins/app/notification-dispatcher';
import reminderCheck from './plugins/app/reminder-check';
import requestLog from './plugins/app/request-log';
import services from './plugins/app/services';
import auth from './plugins/external/auth';
import rateLimit from './plugins/external/rate-limit';
import securityHeaders from './plugins/external/security-headers';
import swagger from './plugins/external/swagger';
import { createRemotesCatalog } from './routes/remotes-catalog';
import pressure, { type PressureOptions } from './plugins/app/load-shedding';
import frontendRoutes from './routes/frontends';
import testLoadRoutes from './routes/test-load';

export interface BuildOptions {
  config: AppConfig;
  /** Receives the one-time generated admin password line; stdout by default. */
  announce?: (line: string) => void;
  /** Called for every request shed with 503 under load (plugins/app/load-shedding.ts). */
  onShed?: PressureOptions['onShed'];
}

const printLine = (line: string) => process.stdout.write(`\n${line}\n\n`);

/**
 * Builds the whole app: takes the PGlite directory lock, opens and migrates the database, creates
 * the first admin, then registers plugins and routes. Not listening yet: server.ts or a test does that.
 */
export async function buildApp({ config, announce = printLine, onShed }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, config.logFormat),
    logController: new RequestLines(),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors,
    clientErrorHandler,
    schemaController: { compilersFactory: { buildSerializer: lazySerializerFactory } },
  });
  const { database: opened, fieldCrypto, jwtSecret, close } = await openAppDatabase(config, { logger: app.log, announce });
  try {
    app.addHook('onClose', async () => {
      await app.systemLog.flush();
      await close();
    });

    app.setValidatorCompiler(lazyValidatorCompiler);
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
    app.decorate('remotesCatalog', createRemotesCatalog(config, app.log));

    await app.register(securityHeaders);
    await app.register(pressure, { onShed });
    await app.register(inputGuard);
    await app.register(caller);
    await app.register(rateLimit);
    await app.register(auth, { secret: jwtSecret });
    await app.register(swagger);
    await app.register(services);
    await app.register(notificationDispatcher);
    await app.register(reminderCheck);
    await app.register(errorHandler);
    await app.register(costlyLimits);
    await app.register(requestLog);
    await app.register(metrics);
    await app.register(apiRoutes, { prefix: '/api' });
    if (config.testLoadRoutes) await app.register(testLoadRoutes);
    await app.register(frontendRoutes);
    return app;
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}
