import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { MSG } from '@tamir/shared-api/domain';

/**
 * What Fastify and Node answer before a route runs (a broken escape in the path, an over-long
 * path parameter, over-large headers) leaves in the one Turkish `{ message }` shape too.
 */
export const frameworkErrors: FastifyServerOptions['frameworkErrors'] = (error, _request: FastifyRequest, reply: FastifyReply) => {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  return reply.code(status).send({ message: status === 414 ? MSG.requestTooLarge : MSG.invalidRequest });
};

const REASONS: Record<number, string> = { 400: 'Bad Request', 408: 'Request Timeout', 413: 'Payload Too Large', 431: 'Request Header Fields Too Large' };

/** Errors of the HTTP parser: the socket gets a plain JSON answer and is closed. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify({ message: status === 431 ? MSG.requestTooLarge : MSG.invalidRequest });
  socket.end(
    `HTTP/1.1 ${status} ${REASONS[status]}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}
