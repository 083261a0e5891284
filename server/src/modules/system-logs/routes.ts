import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { logExportSchema, logSearchSchema, type LogExportValues, type LogSearchValues } from '@tamir/shared-api/domain';
import { IdParams, LogCleanQuery, LogEntryDto, LogSearchResultDto, LogStatisticsDto, LogStatisticsQuery, MessageBody } from '@tamir/shared-api/dto';
import { isAdmin } from '../../lib/caller';
import { forbidden } from '../../lib/http-errors';
import { errorResponses } from '../../lib/route-schemas';
import { withBody } from '../../lib/validation';
import { actorOf } from '../../plugins/external/auth';
import { RETENTION_FIRST_CHECK_MS } from './retention';

/** The system log screen's calls (administration §2.6, §7 Logs) under /logs. Admin only. */
export default async function systemLogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['system-logs'];

  // Every call here is the Admin's: a Tamirci is refused before the body is read (403, Turkish text).
  app.addHook('preValidation', async (request) => {
    if (!isAdmin(actorOf(request).user)) throw forbidden();
  });

  app.post<{ Body: LogSearchValues }>(
    '/search',
    {
      ...withBody(logSearchSchema, { tags, response: { 200: LogSearchResultDto, ...errorResponses(400, 401, 403) } }),
    },
    async (request) => app.systemLogAdmin.search(request.body, actorOf(request)),
  );

  app.get(
    '/statistics',
    { schema: { tags, querystring: LogStatisticsQuery, response: { 200: LogStatisticsDto, ...errorResponses(400, 401, 403) } } },
    async (request) => app.systemLogAdmin.statistics(request.query, actorOf(request)),
  );

  app.post<{ Body: LogExportValues }>(
    '/export',
    {
      ...withBody(logExportSchema, {
        tags,
        response: { 200: Type.String({ description: 'the file (xlsx, csv or json), named in Content-Disposition' }), ...errorResponses(400, 401, 403, 429) },
      }),
      config: { costly: 'logExport' },
    },
    async (request, reply) => {
      const download = app.systemLogAdmin.exportLogs(request.body, actorOf(request));
      return reply
        .header('content-type', download.contentType)
        .header('content-disposition', `attachment; filename="${download.fileName}"`)
        .send(download.stream);
    },
  );

  app.delete('/clean', { schema: { tags, querystring: LogCleanQuery, response: { 200: MessageBody, ...errorResponses(400, 401, 403) } } }, async (request) =>
    app.systemLogAdmin.clean(request.query.daysToKeep, actorOf(request)),
  );

  app.get('/:id', { schema: { tags, params: IdParams, response: { 200: LogEntryDto, ...errorResponses(401, 403, 404) } } }, async (request) =>
    app.systemLogAdmin.get(Number(request.params.id), actorOf(request)),
  );

  // The daily clean-up of retentionDays runs in every process; the database picks one (see retention.ts).
  app.addHook('onReady', async () => {
    const checkMs = app.config.logRetentionCheckMs;
    app.logRetention.start(checkMs, Math.min(checkMs, RETENTION_FIRST_CHECK_MS));
  });
  app.addHook('onClose', async () => {
    await app.logRetention.stop();
    await app.systemLog.close();
  });
}
