import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MSG, PHOTO_LIMITS } from '@tamir/shared-api/domain';
import { FormPhotoDto, FormPhotoListDto, IdParams, MessageBody, PhotoParams, PublicPhotoDto, PublicPhotoParams, TokenParams } from '@tamir/shared-api/dto';
import { HttpError } from '../../lib/http-errors';
import { errorResponses, noAuth } from '../../lib/route-schemas';
import { cleanInput } from '../../plugins/app/input-guard';
import { actorOf } from '../../plugins/external/auth';
import type { PhotoFile, PhotoUpload } from './service';

const tags = ['repair form photos'];
const ImageFile = Type.String({ description: 'the image (image/jpeg), with ETag and a year of private caching: a photo never changes under its id' });
/** The upload's parts the route reads; any other part is left unread. */
const TEXT_FIELDS = new Set(['stage', 'caption']);

/** A multipart failure as a Turkish refusal (the plugin's own errors are English). */
function refusalOf(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, MSG.photoTooLarge);
  if (code === 'FST_FILES_LIMIT') return new HttpError(400, MSG.photoOneFile);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new HttpError(400, MSG.photoMultipartRequired);
  return new HttpError(400, MSG.invalidRequest);
}

/**
 * The upload read by hand (multipart is the one body yup does not see): one file part, the text
 * fields stage and caption, each cleaned as any body is; their rules are photoUploadFieldsSchema's.
 */
async function readUpload(request: FastifyRequest): Promise<PhotoUpload> {
  if (!request.isMultipart()) throw new HttpError(400, MSG.photoMultipartRequired);
  const fields: Record<string, unknown> = {};
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (bytes) throw new HttpError(400, MSG.photoOneFile);
        bytes = await part.toBuffer();
      } else if (TEXT_FIELDS.has(part.fieldname)) {
        if (part.fieldname in fields) throw new HttpError(400, MSG.invalidRequest);
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : null;
      }
    }
  } catch (error) {
    throw refusalOf(error);
  }
  if (!bytes || bytes.length === 0) throw new HttpError(400, MSG.photoFileRequired);
  return { bytes, fields: cleanInput(fields) };
}

/** An image answer: 304 when the browser has it already (the ETag is the stored image's digest). */
function sendImage(request: FastifyRequest, reply: FastifyReply, file: PhotoFile) {
  const etag = `"${file.etag}"`;
  reply.header('etag', etag).header('cache-control', 'private, max-age=31536000, immutable');
  const asked = String(request.headers['if-none-match'] ?? '');
  if (asked.split(',').some((tag) => tag.trim() === etag)) return reply.code(304).send();
  return reply.type('image/jpeg').send(file.bytes);
}

/**
 * /repairform/{id}/photos… (signed in, tenancy as reading the form) and
 * /repairform/public/{token}/photos/… (link holders, the public call's rate limit), issue 29.
 */
export default async function formPhotoRoutes(fastify: FastifyInstance) {
  // Here only: no other route takes multipart (elsewhere it stays 415).
  await fastify.register(multipart, {
    limits: { fileSize: PHOTO_LIMITS.uploadBytes, files: 1, fields: 4, fieldSize: 2048, parts: 6, headerPairs: 20 },
  });
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const publicConfig = { public: true, rateLimit: { max: app.config.publicFormRateLimitPerMinute, timeWindow: 60_000 } };

  app.get('/:id/photos', { schema: { tags, params: IdParams, response: { 200: FormPhotoListDto, ...errorResponses(401, 404) } } }, async (request) =>
    app.formPhotoService.list(Number(request.params.id), actorOf(request)),
  );

  app.post(
    '/:id/photos',
    {
      schema: {
        tags,
        params: IdParams,
        consumes: ['multipart/form-data'],
        description:
          'multipart/form-data: one file part (JPEG, PNG, WebP or HEIC, at most 10 MB and 6000 × 6000 px), stage (Teslim Alma | Teslim), caption (≤ 200)',
        response: { 201: FormPhotoDto, ...errorResponses(400, 401, 404, 409, 413) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const upload = await readUpload(request);
      return reply.code(201).send(await app.formPhotoService.add(Number(request.params.id), upload, actor));
    },
  );

  app.get(
    '/:id/photos/:photoId',
    { schema: { tags, params: PhotoParams, response: { 200: ImageFile, ...errorResponses(401, 404) } } },
    async (request, reply) =>
      sendImage(request, reply, await app.formPhotoService.file(Number(request.params.id), Number(request.params.photoId), false, actorOf(request))),
  );

  app.get(
    '/:id/photos/:photoId/thumb',
    { schema: { tags, params: PhotoParams, response: { 200: ImageFile, ...errorResponses(401, 404) } } },
    async (request, reply) =>
      sendImage(request, reply, await app.formPhotoService.file(Number(request.params.id), Number(request.params.photoId), true, actorOf(request))),
  );

  app.delete(
    '/:id/photos/:photoId',
    { schema: { tags, params: PhotoParams, response: { 200: MessageBody, ...errorResponses(401, 404, 409) } } },
    async (request) => app.formPhotoService.remove(Number(request.params.id), Number(request.params.photoId), actorOf(request)),
  );

  app.get(
    '/public/:token/photos',
    { schema: { tags, ...noAuth, params: TokenParams, response: { 200: Type.Array(PublicPhotoDto), ...errorResponses(404, 429) } }, config: publicConfig },
    async (request) => app.formPhotoService.publicList(request.params.token),
  );

  app.get(
    '/public/:token/photos/:photoId',
    { schema: { tags, ...noAuth, params: PublicPhotoParams, response: { 200: ImageFile, ...errorResponses(404, 429) } }, config: publicConfig },
    async (request, reply) => sendImage(request, reply, await app.formPhotoService.publicFile(request.params.token, Number(request.params.photoId), false)),
  );

  app.get(
    '/public/:token/photos/:photoId/thumb',
    { schema: { tags, ...noAuth, params: PublicPhotoParams, response: { 200: ImageFile, ...errorResponses(404, 429) } }, config: publicConfig },
    async (request, reply) => sendImage(request, reply, await app.formPhotoService.publicFile(request.params.token, Number(request.params.photoId), true)),
  );
}
