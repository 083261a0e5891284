import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  changePasswordSchema,
  publicBaseUrlOriginSchema,
  settingsPutSchema,
  settingsTestEmailSchema,
  smsSettingsSchema,
  type PublicBaseUrlOriginValues,
  type SettingsPutValues,
  type SettingsTestEmailValues,
  type SmsSettingsValues,
} from '@tamir/shared-api/domain';
import { MessageBody, SettingsDto, SmsSettingsDto, SystemInfoDto } from '@tamir/shared-api/dto';
import { isAdmin } from '../../lib/caller';
import { forbidden } from '../../lib/http-errors';
import { errorResponses } from '../../lib/route-schemas';
import { withBody } from '../../lib/validation';
import { actorOf } from '../../plugins/external/auth';
import { systemInfo } from './system-info';
import { sendSettingsTestEmail } from './test-email';

/** Admin-only routes answer 403 before their body is read. */
async function adminOnly(request: FastifyRequest): Promise<void> {
  if (!isAdmin(actorOf(request).user)) throw forbidden();
}

/** Settings (administration §2.5, §5, §7 Settings). Backups and GET /settings/logs are in their own modules. */
export default async function settingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['settings'];

  // Read also during a forced password change: the form takes the minimum length from here.
  app.get('/', { schema: { tags, response: { 200: SettingsDto, ...errorResponses(401) } }, config: { beforePasswordChange: true } }, async (request) =>
    app.settingsService.forUser(actorOf(request).user),
  );

  app.put<{ Body: SettingsPutValues }>(
    '/',
    {
      preValidation: adminOnly,
      ...withBody(settingsPutSchema, { tags, response: { 200: SettingsDto, ...errorResponses(400, 401, 403) } }),
    },
    async (request) => app.settingsService.update(request.body, actorOf(request)),
  );

  // The admin screens send the browser's origin while no address is known (issue 14); also during a
  // forced password change, as the first admin's first sign-in is one.
  app.post<{ Body: PublicBaseUrlOriginValues }>(
    '/public-base-url',
    {
      preValidation: adminOnly,
      ...withBody(publicBaseUrlOriginSchema, { tags, response: { 200: SettingsDto, ...errorResponses(400, 401, 403) } }),
      config: { beforePasswordChange: true },
    },
    async (request) => app.settingsService.recordPublicBaseUrl(request.body.origin, actorOf(request)),
  );

  app.get('/sms', { preValidation: adminOnly, schema: { tags, response: { 200: SmsSettingsDto, ...errorResponses(401, 403) } } }, async (request) =>
    app.settingsService.sms(actorOf(request).user),
  );

  app.put<{ Body: SmsSettingsValues }>(
    '/sms',
    {
      preValidation: adminOnly,
      ...withBody(smsSettingsSchema, { tags, response: { 200: SmsSettingsDto, ...errorResponses(400, 401, 403) } }),
    },
    async (request) => app.settingsService.updateSms(request.body, actorOf(request)),
  );

  // Every signed-in user; the body's rules at the spec's minimum here, the configured minimum in the service.
  app.post(
    '/change-password',
    {
      ...withBody(changePasswordSchema(), { tags, response: { 200: MessageBody, ...errorResponses(400, 401, 429) } }),
      config: { beforePasswordChange: true, rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request) => app.authService.changePassword(request.body, actorOf(request)),
  );

  app.post<{ Body: SettingsTestEmailValues }>(
    '/test-email',
    {
      preValidation: adminOnly,
      ...withBody(settingsTestEmailSchema, { tags, response: { 200: MessageBody, ...errorResponses(400, 401, 403, 422, 429) } }),
      config: { costly: 'testEmail' },
    },
    async (request) =>
      sendSettingsTestEmail(request.body.toEmail, actorOf(request), {
        db: app.db,
        settings: app.settingsService,
        systemLog: app.systemLog,
        crypto: app.fieldCrypto,
        smtpUrl: app.config.smtpUrl,
        mailFrom: app.config.mailFrom,
      }),
  );

  app.get('/system-info', { preValidation: adminOnly, schema: { tags, response: { 200: SystemInfoDto, ...errorResponses(401, 403) } } }, async () =>
    systemInfo(app.db, app.database.kind, app.config.environment, app.remotesCatalog.list()),
  );
}
