import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Actor } from '../../lib/caller';
import { MSG } from '@tamir/shared-api/domain';
import { HttpError, unauthorized } from '../../lib/http-errors';
import { isDbId } from '../../lib/ids';

/** About one per signed-in device of a busy installation. */
const VERIFIED_TOKENS_KEPT = 5_000;

export interface TokenPayload {
  sub: string;
  jti: string;
}

export default fp<{ secret: string }>(
  async (app: FastifyInstance, options) => {
    // Verified tokens are kept (fast-jwt's LRU, keyed by a hash of the token, each entry no longer
    // than the token's own expiry): checking the signature and parsing the claims was 6.5 % of the
    // server's CPU under plate-search load. Whether the session still counts is asked every time.
    await app.register(jwt, {
      secret: options.secret,
      sign: { algorithm: 'HS256' },
      verify: { algorithms: ['HS256'], cache: VERIFIED_TOKENS_KEPT },
    });
  },
  { name: 'auth', dependencies: ['request-caller'] },
);

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header || !/^Bearer\s+/i.test(header)) return null;
  return header.replace(/^Bearer\s+/i, '').trim() || null;
}

/** Signature and claims of a token, optionally ignoring its expiry (logout accepts old tokens). */
export function readToken(request: FastifyRequest, ignoreExpiration = false): { userId: number; sessionId: string } | null {
  const token = bearerToken(request);
  if (!token) return null;
  try {
    // Without options the verifier made at registration is used; options make a new one per call.
    const { jwt } = request.server;
    const payload = ignoreExpiration ? jwt.verify<TokenPayload>(token, { ignoreExpiration }) : jwt.verify<TokenPayload>(token);
    const userId = Number(payload.sub);
    if (!isDbId(userId) || typeof payload.jti !== 'string' || !payload.jti) return null;
    return { userId, sessionId: payload.jti };
  } catch {
    return null;
  }
}

/** The one auth hook of the /api tree; routes with config.public opt out. */
export async function requireAuth(request: FastifyRequest): Promise<void> {
  if (request.routeOptions.config.public) return;
  const claims = readToken(request);
  const user = claims && (await request.server.authService.authenticate(claims.userId, claims.sessionId));
  if (!user) throw unauthorized();
  request.caller.user = user;
  // A forced change (first admin, requirePasswordChange, an expired password) comes before anything else.
  if (user.mustChangePassword && !request.routeOptions.config.beforePasswordChange) throw new HttpError(403, MSG.passwordChangeRequired);
}

/** The request's caller, who must be signed in (every /api route that is not public). */
export function actorOf(request: FastifyRequest): Actor {
  const { caller } = request;
  if (!caller.user) throw unauthorized();
  return caller as Actor;
}
