import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { backupCreateSchema, restoreSchema, type BackupCreateValues, type RestoreValues } from '@tamir/shared-api/domain';
import { BackupDto, BackupListQuery, MessageBody } from '@tamir/shared-api/dto';
import { isAdmin } from '../../lib/caller';
import { forbidden } from '../../lib/http-errors';
import { errorResponses } from '../../lib/route-schemas';
import { withBody } from '../../lib/validation';
import { actorOf } from '../../plugins/external/auth';

const tags = ['backups'];
const TOTAL_HEADER = 'x-total-count';
const totalHeader = { headers: { [TOTAL_HEADER]: Type.Integer({ description: 'every backup, over all pages' }) } };

/** Admin-only routes answer 403 before their body is read. */
async function adminOnly(request: FastifyRequest): Promise<void> {
  if (!isAdmin(actorOf(request).user)) throw forbidden();
}

/**
 * Backups (administration §2.5 backup tab, §7 Settings): GET /settings/backups, POST /settings/backup,
 * POST /settings/restore. Also starts this process's automatic-backup check (BACKUP_CHECK_MS).
 */
export default async function backupRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/backups',
    {
      preValidation: adminOnly,
      schema: { tags, querystring: BackupListQuery, response: { 200: Type.Array(BackupDto, totalHeader), ...errorResponses(400, 401, 403) } },
    },
    async (request, reply) => {
      const { rows, total } = await app.backupService.list(request.query, actorOf(request));
      return reply.header(TOTAL_HEADER, String(total)).send(rows);
    },
  );

  app.post<{ Body: BackupCreateValues }>(
    '/backup',
    {
      preValidation: adminOnly,
      ...withBody(backupCreateSchema, { tags, response: { 201: BackupDto, ...errorResponses(400, 401, 403, 429, 500, 503) } }),
      config: { costly: 'backup' },
    },
    async (request, reply) => reply.code(201).send(await app.backupService.create(request.body?.description, actorOf(request))),
  );

  app.post<{ Body: RestoreValues }>(
    '/restore',
    {
      preValidation: adminOnly,
      ...withBody(restoreSchema, { tags, response: { 200: MessageBody, ...errorResponses(400, 401, 403, 404, 422, 500) } }),
    },
    async (request) => app.backupService.restore(request.body.fileName, actorOf(request)),
  );

  app.addHook('onReady', async () => app.backupScheduler.start(app.config.backupCheckMs));
  app.addHook('onClose', async () => app.backupScheduler.stop());
}
