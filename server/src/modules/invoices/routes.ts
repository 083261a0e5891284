import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { invoiceCreateSchema, sellerDetailsSchema, type InvoiceCreateValues, type SellerDetailsValues } from '@tamir/shared-api/domain';
import {
  IdParams,
  InvoiceDetailDto,
  InvoiceExportQuery,
  InvoiceListItemDto,
  InvoiceListQuery,
  InvoiceSummaryDto,
  SellerDetailsDto,
  type IdParamValues,
} from '@tamir/shared-api/dto';
import { readPaging } from '../../lib/paging';
import { errorResponses } from '../../lib/route-schemas';
import { withBody } from '../../lib/validation';
import { actorOf } from '../../plugins/external/auth';

const tags = ['invoices'];
const PdfFile = Type.Unsafe<Buffer>(Type.String({ description: 'the invoice printed as the e-Arşiv print (application/pdf)' }));
const ZipFile = Type.Unsafe<Buffer>(Type.String({ description: 'each invoice of the period as XML and PDF (application/zip)' }));
const XmlFile = Type.Unsafe<Buffer>(Type.String({ description: 'the UBL-TR XML as issued (application/xml), named in Content-Disposition' }));

/** /repairshop/{id}/seller (issue 43). */
export async function sellerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/:id/seller', { schema: { tags, params: IdParams, response: { 200: SellerDetailsDto, ...errorResponses(401, 403, 404) } } }, async (request) =>
    app.sellerService.get(Number(request.params.id), actorOf(request).user),
  );
  app.put<{ Body: SellerDetailsValues; Params: IdParamValues }>(
    '/:id/seller',
    { ...withBody(sellerDetailsSchema, { tags, params: IdParams, response: { 200: SellerDetailsDto, ...errorResponses(400, 401, 403, 404) } }) },
    async (request) => app.sellerService.put(Number(request.params.id), request.body, actorOf(request)),
  );
}

/** /repairform/{id}/invoice (issue 43). */
export async function formInvoiceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post<{ Body: InvoiceCreateValues; Params: IdParamValues }>(
    '/:id/invoice',
    { ...withBody(invoiceCreateSchema, { tags, params: IdParams, response: { 201: InvoiceSummaryDto, ...errorResponses(400, 401, 404, 409, 422) } }) },
    async (request, reply) => reply.code(201).send(await app.invoiceService.issue(Number(request.params.id), request.body, actorOf(request))),
  );
}

/** /invoices (issue 43): list, one, its XML, its return. */
export default async function invoiceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/',
    { schema: { tags, querystring: InvoiceListQuery, response: { 200: Type.Array(InvoiceListItemDto), ...errorResponses(400, 401) } } },
    async (request, reply) => {
      const { repairFormId, repairShopId } = request.query;
      const only = {
        repairFormId: repairFormId === undefined ? undefined : Number(repairFormId),
        repairShopId: repairShopId === undefined ? undefined : Number(repairShopId),
      };
      const page = await app.invoiceService.list(readPaging(request.query), actorOf(request).user, undefined, only);
      reply.header('x-total-count', String(page.total));
      return page.rows;
    },
  );
  app.get('/export', { schema: { tags, querystring: InvoiceExportQuery, response: { 200: ZipFile, ...errorResponses(400, 401) } } }, async (request, reply) => {
    const file = await app.invoiceService.exportZip(actorOf(request).user, request.query.from, request.query.to);
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'no-store')
      .send(file.zip);
  });
  app.get('/:id/pdf', { schema: { tags, params: IdParams, response: { 200: PdfFile, ...errorResponses(401, 404) } } }, async (request, reply) => {
    const row = await app.invoiceService.findVisible(Number(request.params.id), actorOf(request).user);
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${row.number}.pdf"`)
      .header('cache-control', 'no-store')
      .send(await app.invoiceService.pdfOf(row));
  });
  app.get('/:id', { schema: { tags, params: IdParams, response: { 200: InvoiceDetailDto, ...errorResponses(401, 404) } } }, async (request) =>
    app.invoiceService.detail(Number(request.params.id), actorOf(request).user),
  );
  app.get('/:id/ubl', { schema: { tags, params: IdParams, response: { 200: XmlFile, ...errorResponses(401, 404) } } }, async (request, reply) => {
    const row = await app.invoiceService.findVisible(Number(request.params.id), actorOf(request).user);
    return reply
      .type('application/xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="${row.number}.xml"`)
      .header('cache-control', 'no-store')
      .send(Buffer.from(app.invoiceService.xmlOf(row), 'utf8'));
  });
  app.post(
    '/:id/return',
    { schema: { tags, params: IdParams, response: { 201: InvoiceSummaryDto, ...errorResponses(401, 404, 409, 422) } } },
    async (request, reply) => reply.code(201).send(await app.invoiceService.returnInvoice(Number(request.params.id), actorOf(request))),
  );
}
