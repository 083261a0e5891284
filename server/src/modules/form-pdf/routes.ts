import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { IdParams, TokenParams } from '@tamir/shared-api/dto';
import { errorResponses, noAuth } from '../../lib/route-schemas';
import { actorOf } from '../../plugins/external/auth';
import type { FormPdfFile } from './service';

const tags = ['repair forms'];
const PdfFile = Type.String({ description: 'the form as an A4 PDF (application/pdf), named in Content-Disposition' });

/** The address this request came to, for a PDF's link when the portal's own is not known. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

const sendPdf = (reply: FastifyReply, file: FormPdfFile) =>
  reply.type('application/pdf').header('content-disposition', `attachment; filename="${file.fileName}"`).header('cache-control', 'no-store').send(file.pdf);

/** /repairform/{id}/pdf (signed in, tenancy as reading the form) and /repairform/public/{token}/pdf (link holders). */
export default async function formPdfRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/:id/pdf', { schema: { tags, params: IdParams, response: { 200: PdfFile, ...errorResponses(401, 404) } } }, async (request, reply) =>
    sendPdf(reply, await app.formPdfService.forForm(Number(request.params.id), actorOf(request), originOf(request))),
  );

  app.get(
    '/public/:token/pdf',
    {
      schema: { tags, ...noAuth, params: TokenParams, response: { 200: PdfFile, ...errorResponses(404, 429) } },
      // The public page's own limit: the token is the permission.
      config: { public: true, costly: 'publicPdf', rateLimit: { max: app.config.publicFormRateLimitPerMinute, timeWindow: 60_000 } },
    },
    async (request, reply) => sendPdf(reply, await app.formPdfService.forToken(request.params.token, originOf(request))),
  );
}
