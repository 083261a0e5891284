import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { describeFailure } from '../../lib/failure';
import { maskUrl, type LogAction, type LogLevel } from '../../modules/system-logs/service';

const ACTION_BY_METHOD: Record<string, LogAction> = { GET: 'View', HEAD: 'View', POST: 'Create', PUT: 'Update', PATCH: 'Update', DELETE: 'Delete' };

/** Calls whose method does not say what they do (administration §4 actions). */
const ACTION_BY_PATH: [RegExp, LogAction][] = [
  [/^\/api\/logs\/search$/, 'View'],
  [/^\/api\/logs\/export$/, 'Export'],
  [/^\/api\/repairform\/(\d+|public\/\*\*\*)\/pdf$/, 'Export'],
  [/^\/api\/settings\/change-password$/, 'PasswordChange'],
  [/^\/api\/settings\/backup$/, 'Backup'],
  [/^\/api\/settings\/restore$/, 'Restore'],
  [/^\/api\/(repairform\/\d+\/(send|estimate)|notification\/resend|notification\/test-email|settings\/test-email)$/, 'Send'],
  [/\/toggle-status$/, 'StatusChange'],
  // Issue 28: a status button's move and the company's answer from its link.
  [/^\/api\/repairform\/(\d+\/status|public\/\*\*\*\/approval)$/, 'StatusChange'],
];

function actionFor(method: string, path: string): LogAction {
  if (path.startsWith('/api/auth/')) return path.endsWith('/logout') ? 'Logout' : 'Login';
  for (const [pattern, action] of ACTION_BY_PATH) if (pattern.test(path)) return action;
  return ACTION_BY_METHOD[method] ?? 'View';
}

/** 5xx Error, 4xx Warning, else Information; a load balancer's health check is Debug (kept only when the setting says Debug). */
function levelFor(status: number, path: string): LogLevel {
  if (status >= 500) return 'Error';
  if (status >= 400) return 'Warning';
  if (path === '/api/health' || path === '/api/health/ready') return 'Debug';
  return 'Information';
}

/** The request's row, queued for the next batch, unless the logging settings would drop it. */
function logRequest(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  // Null when the request failed before it was routed (a broken escape in the path).
  const caller = request.caller as typeof request.caller | null;
  const path = caller?.path ?? maskUrl(request.url);
  if (!path.startsWith('/api/') || path.startsWith('/api/docs')) return;
  const status = reply.statusCode;
  const level = levelFor(status, path);
  // A row the logging settings would drop costs nothing (issue 13: each row is a fifth of a plate search's CPU).
  if (!app.systemLog.keeps(level)) return;
  const user = caller?.user ?? caller?.subject ?? null;
  const failure = request.failure ? describeFailure(request.failure) : null;
  app.systemLog.enqueue({
    logLevel: level,
    userId: user?.id ?? null,
    username: user?.username ?? null,
    action: status >= 500 ? 'Error' : actionFor(request.method, path),
    // The module that registered the route names it (modules/api-routes.ts); an unrouted path is System.
    entityType: request.routeOptions.config?.logEntity ?? 'System',
    description: `${request.method} ${path} → ${status}`,
    errorMessage: status >= 400 && failure ? failure.message.slice(0, 2000) : null,
    stackTrace: status >= 500 && failure?.stack ? failure.stack.slice(0, 8000) : null,
    ipAddress: request.ip.slice(0, 64),
    durationMs: Math.round(reply.elapsedTime),
    httpMethod: request.method,
    requestPath: path.slice(0, 500),
    statusCode: status,
  });
}

/**
 * One system_logs row per /api request, written in batches after the response has gone; the
 * logging settings decide which of them are kept and where (SystemLogService.keeps and flush).
 */
export default fp(
  async (app: FastifyInstance) => {
    // A callback, not an async hook: it runs on every answer (plugins/app/caller.ts).
    app.addHook('onResponse', (request, reply, done) => {
      try {
        logRequest(app, request, reply);
      } catch (error) {
        request.log.warn({ err: error }, 'request log row skipped');
      }
      done();
    });
  },
  { name: 'request-log' },
);
