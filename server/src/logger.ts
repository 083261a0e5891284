import { LogController, type FastifyServerOptions } from 'fastify';
import pino from 'pino';
import { maskUrl } from './modules/system-logs/service';

/**
 * Pino options: JSON lines for machines, or one readable line per event through pino-pretty when
 * stdout is a terminal (LOG_FORMAT=pretty|json overrides the guess).
 */
export function loggerOptions(level: string, format: 'auto' | 'pretty' | 'json'): FastifyServerOptions['logger'] {
  const pretty = format === 'pretty' || (format === 'auto' && process.stdout.isTTY === true);
  return {
    level,
    serializers: { req: (request) => ({ method: request.method, url: maskUrl(request.url), remoteAddress: request.ip }) },
    // JSON lines go out asynchronously and together: a write once 4 KB are waiting, or every 200 ms
    // (pino flushes what is left when the process exits). A synchronous write per request line cost
    // about a tenth of the server's time under load, an asynchronous one per line still 2 %
    // (docs/performance.md).
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true } } }
      : { stream: pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 200 }) }),
  };
}

/**
 * One line per request instead of Fastify's two: the arrival at debug, the answer at info
 * (`LOG_LEVEL=warn` keeps only problems), failures at error as before.
 */
export class RequestLines extends LogController {
  override incomingRequest(request: Parameters<LogController['incomingRequest']>[0]): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: Parameters<LogController['requestCompleted']>[1],
    reply: Parameters<LogController['requestCompleted']>[2],
  ): void {
    // The caller's path is the masked one (plugins/app/caller.ts); absent when routing failed first.
    const path = (request as { caller?: { path: string } | null }).caller?.path ?? maskUrl(request.url);
    const line = `${request.method} ${path} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.info(line);
  }
}
