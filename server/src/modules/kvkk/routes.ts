import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  KVKK_EXPORT_FORMATS,
  KVKK_LOG_EXPORT_FORMATS,
  kvkkAnswerSchema,
  kvkkCorrectionSchema,
  kvkkEraseSchema,
  kvkkRequestCreateSchema,
  kvkkRequestStateSchema,
  kvkkSettingsSchema,
  kvkkVerificationSchema,
  MSG,
  shopKvkkSchema,
  type KvkkAnswerValues,
  type KvkkCorrectionValues,
  type KvkkEraseValues,
  type KvkkRequestCreateValues,
  type KvkkRequestStateValues,
  type KvkkSettingsValues,
  type KvkkVerificationValues,
  type ShopKvkkValues,
} from '@tamir/shared-api/domain';
import {
  IdParams,
  KvkkActionResultDto,
  KvkkDestructionEntryDto,
  KvkkDestructionLogQuery,
  KvkkExportQuery,
  KvkkLogExportQuery,
  KvkkMatchesDto,
  KvkkNoticeQuery,
  KvkkNoticeVersionDto,
  KvkkPublicNoticeDto,
  KvkkRequestDto,
  KvkkRequestListQuery,
  KvkkSettingsDto,
  ShopKvkkDto,
  type IdParamValues,
} from '@tamir/shared-api/dto';
import { isAdmin } from '../../lib/caller';
import { badRequest, forbidden } from '../../lib/http-errors';
import { readPaging } from '../../lib/paging';
import { errorResponses, noAuth } from '../../lib/route-schemas';
import { withBody } from '../../lib/validation';
import { actorOf } from '../../plugins/external/auth';
import { answerLetterPdf, whatWasDone } from './answer-letter';
import { exportData, exportPdf } from './export';
import { inventoryFile, destructionLogFile } from './spreadsheets';

const tags = ['kvkk'];
const FileAnswer = Type.String({ description: 'the file (Content-Disposition names it)' });

function sendFile(reply: FastifyReply, type: string, fileName: string, bytes: Buffer | string) {
  return reply.type(type).header('content-disposition', `attachment; filename="${fileName}"`).header('cache-control', 'no-store').send(bytes);
}

/** One of `formats` (case forgiven), the first when absent; anything else is refused with `message`. */
function formatOf<T extends string>(value: string | undefined, formats: readonly T[], message: string): T {
  if (value === undefined || value === '') return formats[0];
  const found = formats.find((f) => f === value.trim().toLowerCase());
  if (!found) throw badRequest(message, { format: [message] });
  return found;
}

/**
 * KVKK (issue 30): /kvkk/requests…, /kvkk/destruction-log…, /kvkk/inventory and /settings/kvkk… are
 * the Admin's (a Tamirci is refused before the body is read); /kvkk/notice is public.
 */
export default async function kvkkRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config?.public) return;
    if (!isAdmin(actorOf(request).user)) throw forbidden();
  });

  app.post<{ Body: KvkkRequestCreateValues }>(
    '/kvkk/requests',
    withBody(kvkkRequestCreateSchema, { tags, response: { 201: KvkkRequestDto, ...errorResponses(400, 401, 403) } }),
    async (request, reply) => reply.code(201).send(await app.kvkkService.create(request.body, actorOf(request))),
  );

  app.get(
    '/kvkk/requests',
    { schema: { tags, querystring: KvkkRequestListQuery, response: { 200: Type.Array(KvkkRequestDto), ...errorResponses(400, 401, 403) } } },
    async (request, reply) => {
      const page = await app.kvkkService.list(readPaging(request.query), request.query.state, actorOf(request));
      reply.header('x-total-count', String(page.totalCount));
      return page.rows;
    },
  );

  app.get('/kvkk/requests/:id', { schema: { tags, params: IdParams, response: { 200: KvkkRequestDto, ...errorResponses(401, 403, 404) } } }, async (request) =>
    app.kvkkService.get(Number(request.params.id), actorOf(request)),
  );

  app.put<{ Body: KvkkRequestStateValues; Params: IdParamValues }>(
    '/kvkk/requests/:id/state',
    withBody(kvkkRequestStateSchema, { tags, params: IdParams, response: { 200: KvkkRequestDto, ...errorResponses(400, 401, 403, 404, 409) } }),
    async (request) => app.kvkkService.setState(Number(request.params.id), request.body, actorOf(request)),
  );

  app.get(
    '/kvkk/requests/:id/matches',
    { schema: { tags, params: IdParams, response: { 200: KvkkMatchesDto, ...errorResponses(401, 403, 404) } } },
    async (request) => app.kvkkService.matches(Number(request.params.id), actorOf(request)),
  );

  app.get(
    '/kvkk/requests/:id/export',
    { schema: { tags, params: IdParams, querystring: KvkkExportQuery, response: { 200: FileAnswer, ...errorResponses(400, 401, 403, 404) } } },
    async (request, reply) => {
      const format = formatOf(request.query.format, KVKK_EXPORT_FORMATS, MSG.kvkkExportFormatInvalid);
      const actor = actorOf(request);
      const id = Number(request.params.id);
      const { row, found } = await app.kvkkService.forExport(id, actor);
      const data = await exportData(app.db, app.fieldCrypto, row, found);
      await app.systemLog.record(
        app.db,
        { action: 'Export', entityType: 'SystemSetting', entityId: id, description: `KVKK başvurusu #${id}: veri dökümü (${format})` },
        actor,
      );
      if (format === 'json') return sendFile(reply, 'application/json; charset=utf-8', `kvkk-basvuru-${id}.json`, JSON.stringify(data, null, 2));
      return sendFile(reply, 'application/pdf', `kvkk-basvuru-${id}.pdf`, await exportPdf(data, await app.kvkkNoticeService.publicNotice()));
    },
  );

  app.post<{ Body: KvkkVerificationValues; Params: IdParamValues }>(
    '/kvkk/requests/:id/verify',
    withBody(kvkkVerificationSchema, { tags, params: IdParams, response: { 200: KvkkRequestDto, ...errorResponses(400, 401, 403, 404, 409) } }),
    async (request) => app.kvkkService.verify(Number(request.params.id), request.body, actorOf(request)),
  );

  app.post<{ Body: KvkkAnswerValues; Params: IdParamValues }>(
    '/kvkk/requests/:id/answer',
    withBody(kvkkAnswerSchema, { tags, params: IdParams, response: { 200: KvkkRequestDto, ...errorResponses(400, 401, 403, 404, 409) } }),
    async (request) => app.kvkkService.answer(Number(request.params.id), request.body, actorOf(request)),
  );

  app.get(
    '/kvkk/requests/:id/answer.pdf',
    { schema: { tags, params: IdParams, response: { 200: FileAnswer, ...errorResponses(401, 403, 404, 409) } } },
    async (request, reply) => {
      const row = await app.kvkkService.answered(Number(request.params.id), actorOf(request));
      // The controller the request was made to: its repair shop's own, else the portal's.
      const bytes = await answerLetterPdf(row, await app.kvkkNoticeService.publicNotice(row.repairShopId), await whatWasDone(app.db, row));
      return sendFile(reply, 'application/pdf', `kvkk-basvuru-${row.id}-yanit.pdf`, bytes);
    },
  );

  app.post<{ Body: KvkkEraseValues | undefined; Params: IdParamValues }>(
    '/kvkk/requests/:id/erase',
    {
      ...withBody(kvkkEraseSchema, { tags, params: IdParams, response: { 200: KvkkActionResultDto, ...errorResponses(400, 401, 403, 404, 409) } }),
      // No body is an erase with nothing ticked.
      preValidation: async (request: { body: unknown }) => {
        request.body ??= {};
      },
    },
    async (request) => app.kvkkService.erase(Number(request.params.id), request.body, actorOf(request)),
  );

  app.post<{ Body: KvkkCorrectionValues; Params: IdParamValues }>(
    '/kvkk/requests/:id/correct',
    withBody(kvkkCorrectionSchema, { tags, params: IdParams, response: { 200: KvkkActionResultDto, ...errorResponses(400, 401, 403, 404, 409) } }),
    async (request) => app.kvkkService.correct(Number(request.params.id), request.body, actorOf(request)),
  );

  app.get(
    '/kvkk/destruction-log',
    { schema: { tags, querystring: KvkkDestructionLogQuery, response: { 200: Type.Array(KvkkDestructionEntryDto), ...errorResponses(400, 401, 403) } } },
    async (request, reply) => {
      const requestId = request.query.requestId === undefined ? undefined : Number(request.query.requestId);
      const page = await app.kvkkService.destructionLog(readPaging(request.query), requestId, actorOf(request));
      reply.header('x-total-count', String(page.totalCount));
      return page.rows;
    },
  );

  app.get(
    '/kvkk/destruction-log/export',
    { schema: { tags, querystring: KvkkLogExportQuery, response: { 200: FileAnswer, ...errorResponses(400, 401, 403) } } },
    async (request, reply) => {
      const format = formatOf(request.query.format, KVKK_LOG_EXPORT_FORMATS, MSG.kvkkLogFormatInvalid);
      const entries = await app.kvkkService.allDestructionEntries(actorOf(request));
      const bytes = await destructionLogFile(entries, format);
      const type = format === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
      return sendFile(reply, type, `kvkk-imha-kayitlari.${format}`, bytes);
    },
  );

  app.get('/kvkk/inventory', { schema: { tags, response: { 200: FileAnswer, ...errorResponses(401, 403) } } }, async (request, reply) => {
    actorOf(request);
    const bytes = await inventoryFile(app.db, await app.kvkkNoticeService.retention(), await app.kvkkNoticeService.transferAbroad());
    return sendFile(reply, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'kvkk-veri-envanteri.xlsx', bytes);
  });

  app.get(
    '/kvkk/notice',
    {
      schema: { tags, ...noAuth, querystring: KvkkNoticeQuery, response: { 200: KvkkPublicNoticeDto, ...errorResponses(400, 429) } },
      config: { public: true, rateLimit: { max: app.config.publicFormRateLimitPerMinute, timeWindow: 60_000 } },
    },
    async (request) => {
      // ?shop={id}: that repair shop's notice (its own controller, else the portal's; issue 41 §3).
      const shop = request.query.shop;
      if (shop !== undefined && !/^[1-9][0-9]{0,11}$/.test(shop)) throw badRequest(MSG.kvkkShopInvalid, { shop: [MSG.kvkkShopInvalid] });
      return app.kvkkNoticeService.publicNotice(shop === undefined ? null : Number(shop));
    },
  );

  app.get('/settings/kvkk', { schema: { tags, response: { 200: KvkkSettingsDto, ...errorResponses(401, 403) } } }, async (request) =>
    app.kvkkNoticeService.get(actorOf(request)),
  );

  app.put<{ Body: KvkkSettingsValues }>(
    '/settings/kvkk',
    withBody(kvkkSettingsSchema, { tags, response: { 200: KvkkSettingsDto, ...errorResponses(400, 401, 403) } }),
    async (request) => app.kvkkNoticeService.put(request.body, actorOf(request)),
  );

  // The daily retention run looks each hour in every process; the database picks one (retention.ts).
  app.addHook('onReady', async () => {
    if (app.config.kvkkRetentionCheckMs > 0) app.kvkkRetention.start(app.config.kvkkRetentionCheckMs, Math.min(app.config.kvkkRetentionCheckMs, 90_000));
  });
  app.addHook('onClose', async () => app.kvkkRetention.stop());

  app.get(
    '/settings/kvkk/notice-versions',
    { schema: { tags, response: { 200: Type.Array(KvkkNoticeVersionDto), ...errorResponses(401, 403) } } },
    async (request) => app.kvkkNoticeService.versions(actorOf(request)),
  );
}

/** /repairshop/{id}/kvkk (issue 41 §3): a repair shop's own controller and notice; the Admin's (a Tamirci is refused before the body is read). */
export async function shopKvkkRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('preValidation', async (request) => {
    if (!isAdmin(actorOf(request).user)) throw forbidden();
  });
  app.get('/:id/kvkk', { schema: { tags, params: IdParams, response: { 200: ShopKvkkDto, ...errorResponses(401, 403, 404) } } }, async (request) =>
    app.shopKvkkService.get(Number(request.params.id), actorOf(request)),
  );
  app.put<{ Body: ShopKvkkValues; Params: IdParamValues }>(
    '/:id/kvkk',
    withBody(shopKvkkSchema, { tags, params: IdParams, response: { 200: ShopKvkkDto, ...errorResponses(400, 401, 403, 404) } }),
    async (request) => app.shopKvkkService.put(Number(request.params.id), request.body, actorOf(request)),
  );
}
