import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  deferredRemindersSchema,
  reminderDoneSchema,
  reminderInputSchema,
  type DeferredRemindersValues,
  type ReminderDoneValues,
  type ReminderInputValues,
} from '@tamir/shared-api/domain';
import {
  DeferredRemindersDto,
  ReminderCheckDto,
  IdParams,
  type IdParamValues,
  MessageBody,
  ReminderDto,
  ReminderListQuery,
  ReminderSummaryDto,
  VehicleRemindersDto,
} from '@tamir/shared-api/dto';
import { errorResponses } from '../../lib/route-schemas';
import { isAdmin } from '../../lib/caller';
import { forbidden } from '../../lib/http-errors';
import { withBody } from '../../lib/validation';
import { actorOf } from '../../plugins/external/auth';

/** /api/vehicles/{id}/reminders: a vehicle's reminders (issue 44). */
export async function vehicleReminderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['reminders'];

  app.get('/:id/reminders', { schema: { tags, params: IdParams, response: { 200: VehicleRemindersDto, ...errorResponses(400, 401, 404) } } }, async (request) =>
    app.reminderService.forVehicle(Number(request.params.id), actorOf(request).user),
  );

  app.post<{ Body: ReminderInputValues; Params: IdParamValues }>(
    '/:id/reminders',
    withBody(reminderInputSchema, { tags, params: IdParams, response: { 201: ReminderDto, ...errorResponses(400, 401, 404) } }),
    async (request, reply) => reply.code(201).send(await app.reminderService.create(Number(request.params.id), request.body, actorOf(request))),
  );
}

/** /api/reminders: the list over the caller's vehicles, and one reminder's changes (issue 44). */
export default async function reminderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['reminders'];

  app.get(
    '/',
    {
      schema: {
        tags,
        querystring: ReminderListQuery,
        response: {
          200: Type.Array(ReminderDto, { headers: { 'x-total-count': Type.Integer({ description: 'every match, over all pages' }) } }),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request, reply) => {
      const { rows, total } = await app.reminderService.list(request.query, actorOf(request).user);
      return reply.header('x-total-count', String(total)).send(rows);
    },
  );

  app.post('/check', { schema: { tags, response: { 200: ReminderCheckDto, ...errorResponses(401, 403) } } }, async (request) => {
    if (!isAdmin(actorOf(request).user)) throw forbidden();
    return app.reminderDailyCheck.run();
  });

  app.get('/summary', { schema: { tags, response: { 200: ReminderSummaryDto, ...errorResponses(401) } } }, async (request) =>
    app.reminderService.summary(actorOf(request).user),
  );

  app.put<{ Body: ReminderInputValues; Params: IdParamValues }>(
    '/:id',
    withBody(reminderInputSchema, { tags, params: IdParams, response: { 200: ReminderDto, ...errorResponses(400, 401, 404) } }),
    async (request) => app.reminderService.update(Number(request.params.id), request.body, actorOf(request)),
  );

  app.delete('/:id', { schema: { tags, params: IdParams, response: { 200: MessageBody, ...errorResponses(401, 404) } } }, async (request) =>
    app.reminderService.remove(Number(request.params.id), actorOf(request)),
  );

  app.post<{ Body: ReminderDoneValues; Params: IdParamValues }>(
    '/:id/done',
    {
      ...withBody(reminderDoneSchema, { tags, params: IdParams, response: { 200: ReminderDto, ...errorResponses(400, 401, 404, 409) } }),
      // 'Tamamlandı' needs no body: none reads as {}.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => app.reminderService.markDone(Number(request.params.id), request.body.formId ?? null, actorOf(request)),
  );
}

/** /api/repairform/{id}/deferred-reminders: a rejected estimate kept as 'Ertelenen İş' reminders (issue 44). */
export async function formReminderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post<{ Body: DeferredRemindersValues; Params: IdParamValues }>(
    '/:id/deferred-reminders',
    {
      ...withBody(deferredRemindersSchema, {
        tags: ['reminders'],
        params: IdParams,
        response: { 201: DeferredRemindersDto, ...errorResponses(400, 401, 404, 409) },
      }),
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request, reply) => reply.code(201).send(await app.reminderService.saveDeferred(Number(request.params.id), request.body, actorOf(request))),
  );
}
