import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MessageBody, NotificationDto, NotificationQuery, NotificationStatisticsDto } from '@tamir/shared-api/dto';
import { resendNotificationSchema, testNotificationSchema, type TestNotificationValues } from '@tamir/shared-api/domain';
import { errorResponses } from '../../lib/route-schemas';
import { withBody } from '../../lib/validation';
import { actorOf } from '../../plugins/external/auth';

/** Notification history (administration §2.2, §7) under /notification. Tenancy in the service. */
export default async function notificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['notifications'];

  app.get(
    '/',
    { schema: { tags, querystring: NotificationQuery, response: { 200: Type.Array(NotificationDto), ...errorResponses(400, 401) } } },
    async (request, reply) => {
      const result = await app.notificationService.list(actorOf(request).user, request.query);
      reply.header('x-total-count', String(result.totalCount));
      return result.rows;
    },
  );

  app.get('/statistics', { schema: { tags, response: { 200: NotificationStatisticsDto, ...errorResponses(401) } } }, async (request) =>
    app.notificationService.statistics(actorOf(request).user),
  );

  app.post(
    '/resend',
    {
      ...withBody(resendNotificationSchema, { tags, response: { 200: MessageBody, ...errorResponses(400, 401, 404, 409, 429) } }),
      config: { costly: 'resend' },
    },
    async (request) => app.notificationService.resend(request.body.notificationId, actorOf(request)),
  );

  app.post<{ Body: TestNotificationValues }>(
    '/test-email',
    {
      ...withBody(testNotificationSchema, { tags, response: { 200: MessageBody, ...errorResponses(400, 401, 404, 429) } }),
      config: { costly: 'testEmail' },
    },
    async (request) => app.notificationService.testEmail(request.body, actorOf(request)),
  );
}
