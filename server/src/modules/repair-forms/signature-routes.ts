import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { formSignatureInputSchema, type FormSignatureInputValues } from '@tamir/shared-api/domain';
import { IdParams, RepairFormDto, type IdParamValues } from '@tamir/shared-api/dto';
import { errorResponses } from '../../lib/route-schemas';
import { withBody } from '../../lib/validation';
import { actorOf } from '../../plugins/external/auth';

const tags = ['repair forms'];

/** POST /repairform/{id}/signatures: the driver or the authorised person signs on the device (issue 14). */
export default async function formSignatureRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post<{ Body: FormSignatureInputValues; Params: IdParamValues }>(
    '/:id/signatures',
    {
      ...withBody(formSignatureInputSchema, {
        tags,
        params: IdParams,
        response: { 201: RepairFormDto, ...errorResponses(400, 401, 404, 409) },
      }),
    },
    async (request, reply) => reply.code(201).send(await app.formSignatureService.sign(Number(request.params.id), request.body, actorOf(request))),
  );
}
