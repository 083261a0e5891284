import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { companyInputSchema, type CompanyInputValues } from '@tamir/shared-api/domain';
import { CompanyBody, CompanyDto, CompanyQuery, CreatedId } from '@tamir/shared-api/dto';
import { errorResponses } from '../../lib/route-schemas';
import { bodyRules } from '../../lib/validation';
import { actorOf } from '../../plugins/external/auth';

export default async function companyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['companies'];

  app.get('/', { schema: { tags, querystring: CompanyQuery, response: { 200: Type.Array(CompanyDto), ...errorResponses(401) } } }, async (request) =>
    app.companyService.list(actorOf(request).user, request.query.name),
  );

  app.post<{ Body: CompanyInputValues }>(
    '/',
    { schema: { tags, body: CompanyBody, response: { 201: CreatedId, ...errorResponses(400, 401, 409) } }, validatorCompiler: bodyRules(companyInputSchema) },
    async (request, reply) => reply.code(201).send(await app.companyService.create(request.body, actorOf(request))),
  );
}
