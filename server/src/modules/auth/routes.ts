import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { loginSchema, MSG, type LoginValues } from '@tamir/shared-api/domain';
import { LoginResponse, MessageBody, TokenResponse } from '@tamir/shared-api/dto';
import { errorResponses, noAuth } from '../../lib/route-schemas';
import { withBody } from '../../lib/validation';
import { actorOf, readToken } from '../../plugins/external/auth';

export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post<{ Body: LoginValues }>(
    '/login',
    {
      ...withBody(loginSchema, { tags: ['auth'], ...noAuth, response: { 200: LoginResponse, ...errorResponses(400, 401, 403, 423, 429) } }),
      config: { public: true, rateLimit: { max: app.config.loginRateLimitPerMinute, timeWindow: 60_000 } },
    },
    async (request) => app.authService.login(request.body, request.caller),
  );

  // The spec lists the call; on a portal where admins create every account it stays closed.
  app.post('/register', { schema: { tags: ['auth'], ...noAuth, response: errorResponses(403) }, config: { public: true } }, async (_request, reply) =>
    reply.code(403).send({ message: MSG.registrationClosed }),
  );

  app.post('/logout', { schema: { tags: ['auth'], ...noAuth, response: { 200: MessageBody } }, config: { public: true } }, async (request) => {
    // Answers 200 even for an expired token: the client clears its session either way.
    const claims = readToken(request, true);
    if (claims) await app.authService.logout(claims.userId, claims.sessionId, request.caller);
    return { message: 'Çıkış yapıldı' };
  });

  app.post(
    '/refresh-token',
    { schema: { tags: ['auth'], response: { 200: TokenResponse, ...errorResponses(401) } }, config: { beforePasswordChange: true } },
    async (request) => ({
      token: await app.authService.refresh(actorOf(request)),
    }),
  );
}
