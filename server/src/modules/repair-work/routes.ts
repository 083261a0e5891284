import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  repairApprovalSchema,
  repairEstimateSchema,
  repairItemsInputSchema,
  repairStatusChangeSchema,
  type RepairApprovalValues,
  type RepairEstimateValues,
  type RepairItemsInputValues,
  type RepairStatusChangeValues,
} from '@tamir/shared-api/domain';
import {
  ApprovalAnswerDto,
  EstimateSentDto,
  HistoryQuery,
  IdParams,
  RepairFormDto,
  RepairItemsDto,
  StatusHistoryEntryDto,
  TokenParams,
  type IdParamValues,
} from '@tamir/shared-api/dto';
import { readPaging } from '../../lib/paging';
import { errorResponses, noAuth } from '../../lib/route-schemas';
import { withBody } from '../../lib/validation';
import { actorOf } from '../../plugins/external/auth';

const tags = ['repair work'];

/** /repairform/{id}/status, /history, /items, /estimate and the company's /public/{token}/approval (issue 28). */
export default async function repairWorkRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.put<{ Body: RepairStatusChangeValues; Params: IdParamValues }>(
    '/:id/status',
    { ...withBody(repairStatusChangeSchema, { tags, params: IdParams, response: { 200: RepairFormDto, ...errorResponses(400, 401, 404, 409) } }) },
    async (request) => app.repairWorkService.changeStatus(Number(request.params.id), request.body, actorOf(request)),
  );

  app.get(
    '/:id/history',
    { schema: { tags, params: IdParams, querystring: HistoryQuery, response: { 200: Type.Array(StatusHistoryEntryDto), ...errorResponses(400, 401, 404) } } },
    async (request, reply) => {
      const page = await app.repairWorkService.history(Number(request.params.id), readPaging(request.query), actorOf(request));
      reply.header('x-total-count', String(page.total));
      return page.rows;
    },
  );

  app.get('/:id/items', { schema: { tags, params: IdParams, response: { 200: RepairItemsDto, ...errorResponses(401, 404) } } }, async (request) =>
    app.repairWorkService.items(Number(request.params.id), actorOf(request)),
  );

  app.put<{ Body: RepairItemsInputValues; Params: IdParamValues }>(
    '/:id/items',
    { ...withBody(repairItemsInputSchema, { tags, params: IdParams, response: { 200: RepairItemsDto, ...errorResponses(400, 401, 404, 409) } }) },
    async (request) => app.repairWorkService.saveItems(Number(request.params.id), request.body, actorOf(request)),
  );

  app.post<{ Body: RepairEstimateValues; Params: IdParamValues }>(
    '/:id/estimate',
    { ...withBody(repairEstimateSchema, { tags, params: IdParams, response: { 200: EstimateSentDto, ...errorResponses(400, 401, 404, 409) } }) },
    async (request) => app.repairWorkService.sendEstimate(Number(request.params.id), request.body, actorOf(request)),
  );

  app.post<{ Body: RepairApprovalValues; Params: { token: string } }>(
    '/public/:token/approval',
    {
      ...withBody(repairApprovalSchema, { tags, ...noAuth, params: TokenParams, response: { 200: ApprovalAnswerDto, ...errorResponses(400, 404, 409, 429) } }),
      // The public page's own limit: the token is the permission.
      config: { public: true, rateLimit: { max: app.config.publicFormRateLimitPerMinute, timeWindow: 60_000 } },
    },
    async (request) => app.repairApprovalService.answer(request.params.token, request.body, request.caller),
  );
}
