import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { userCreateSchema, userUpdateSchema, type UserCreateValues, type UserUpdateValues } from '@tamir/shared-api/domain';
import {
  IdParams,
  MessageBody,
  UserAccountDto,
  UserCreatedDto,
  UserListQuery,
  UserStatisticsDto,
  UserStatisticsQuery,
  type IdParamValues,
} from '@tamir/shared-api/dto';
import { isAdmin } from '../../lib/caller';
import { forbidden } from '../../lib/http-errors';
import { errorResponses } from '../../lib/route-schemas';
import { withBody } from '../../lib/validation';
import { actorOf } from '../../plugins/external/auth';

/** Admin users (administration §2.1, §7): /users and the spec's second path /user. Admin only. */
export default async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['users'];

  // Every call here is the Admin's: a Tamirci is refused before the body is read (403, Turkish text).
  app.addHook('preValidation', async (request) => {
    if (!isAdmin(actorOf(request).user)) throw forbidden();
  });

  const createOptions = {
    ...withBody(userCreateSchema, { tags, response: { 201: UserCreatedDto, ...errorResponses(400, 401, 403, 409) } }),
  };
  for (const path of ['/user', '/users']) {
    app.post<{ Body: UserCreateValues }>(path, createOptions, async (request, reply) =>
      reply.code(201).send(await app.userService.create(request.body, actorOf(request))),
    );
  }

  const updateOptions = {
    ...withBody(userUpdateSchema, { tags, params: IdParams, response: { 200: UserAccountDto, ...errorResponses(400, 401, 403, 404, 409) } }),
  };
  for (const path of ['/user/:id', '/users/:id']) {
    app.put<{ Body: UserUpdateValues; Params: IdParamValues }>(path, updateOptions, async (request) =>
      app.userService.update(Number(request.params.id), request.body, actorOf(request)),
    );
  }

  app.get(
    '/users',
    { schema: { tags, querystring: UserListQuery, response: { 200: Type.Array(UserAccountDto), ...errorResponses(400, 401, 403) } } },
    async (request, reply) => {
      const page = await app.userService.list(request.query, actorOf(request));
      reply.header('x-total-count', String(page.totalCount));
      return page.rows;
    },
  );

  app.get(
    '/users/statistics',
    { schema: { tags, querystring: UserStatisticsQuery, response: { 200: UserStatisticsDto, ...errorResponses(400, 401, 403) } } },
    async (request) => app.userService.statistics(request.query.role, actorOf(request)),
  );

  app.get('/users/:id', { schema: { tags, params: IdParams, response: { 200: UserAccountDto, ...errorResponses(401, 403, 404) } } }, async (request) =>
    app.userService.get(Number(request.params.id), actorOf(request)),
  );

  app.delete('/users/:id', { schema: { tags, params: IdParams, response: { 200: MessageBody, ...errorResponses(401, 403, 404, 409) } } }, async (request) =>
    app.userService.remove(Number(request.params.id), actorOf(request)),
  );

  app.post(
    '/users/:id/toggle-status',
    { schema: { tags, params: IdParams, response: { 200: UserAccountDto, ...errorResponses(401, 403, 404, 409) } } },
    async (request) => app.userService.toggleStatus(Number(request.params.id), actorOf(request)),
  );
}
