import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Actor, AuthUser } from '../../lib/caller';
import { MSG } from '@tamir/shared-api/domain';
import { HttpError, unauthorized } from '../../lib/http-errors';
import { isDbId } from '../../lib/ids';

/** About one per signed-in device of a busy installation. */
const VERIFIED_TOKENS_KEPT = 5_000;

export interface TokenPayload {
  sub: string;
  jti: string;
  exp?: number;
}

export default fp<{ secret: string }>(
  async (app: FastifyInstance, options) => {
    await app.register(jwt, {
      secret: options.secret,
      sign: { algorithm: 'HS256' },
      verify: { algorithms: ['HS256'] },
    });
    app.decorate('verifiedTokens', new Map());
  },
  { name: 'auth', dependencies: ['request-caller'] },
);

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header || !/^Bearer\s+/i.test(header)) return null;
  return header.replace(/^Bearer\s+/i, '').trim() || null;
}

export interface TokenClaims {
  userId: number;
  sessionId: string;
}

/** A token whose signature and claims this app has checked, until the token's own expiry. */
export interface VerifiedToken extends TokenClaims {
  expiresAtMs: number;
}

/**
 * Signature and claims of a token, optionally ignoring its expiry (logout accepts old tokens).
 * Tokens already checked are kept by the token itself (app.verifiedTokens, at most
 * VERIFIED_TOKENS_KEPT, each only until its expiry): the signature check and fast-jwt's own cache,
 * which hashes every token to find it, were 3.4 % of the server's CPU under plate-search load.
 * Whether the session still counts is asked every time (requireAuth).
 */
export function readToken(request: FastifyRequest, ignoreExpiration = false): TokenClaims | null {
  const token = bearerToken(request);
  if (!token) return null;
  const kept = request.server.verifiedTokens;
  const known = ignoreExpiration ? undefined : kept.get(token);
  if (known) {
    if (known.expiresAtMs > Date.now()) return known;
    kept.delete(token);
  }
  try {
    // Without options the verifier made at registration is used; options make a new one per call.
    const { jwt } = request.server;
    const payload = ignoreExpiration ? jwt.verify<TokenPayload>(token, { ignoreExpiration }) : jwt.verify<TokenPayload>(token);
    const userId = Number(payload.sub);
    if (!isDbId(userId) || typeof payload.jti !== 'string' || !payload.jti) return null;
    const claims = { userId, sessionId: payload.jti };
    if (!ignoreExpiration && typeof payload.exp === 'number') {
      // Oldest first: a Map keeps the order entries were made in.
      if (kept.size >= VERIFIED_TOKENS_KEPT) kept.delete(kept.keys().next().value!);
      kept.set(token, { ...claims, expiresAtMs: payload.exp * 1000 });
    }
    return claims;
  } catch {
    return null;
  }
}

/** The signed-in user becomes the request's caller; the error that ends the request, if any. */
function admit(request: FastifyRequest, user: AuthUser | null): Error | undefined {
  if (!user) return unauthorized();
  request.caller.user = user;
  // A forced change (first admin, requirePasswordChange, an expired password) comes before anything else.
  if (user.mustChangePassword && !request.routeOptions.config.beforePasswordChange) return new HttpError(403, MSG.passwordChangeRequired);
  return undefined;
}

/**
 * The one auth hook of the /api tree; routes with config.public opt out. A callback hook: a
 * session this process has read already is admitted at once, without a promise (it runs on
 * every call); another is read from the database first.
 */
export function requireAuth(request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void): void {
  if (request.routeOptions.config.public) return done();
  const claims = readToken(request);
  if (!claims) return done(unauthorized());
  const { authService } = request.server;
  const known = authService.knownSession(claims.userId, claims.sessionId);
  if (known) return done(admit(request, known));
  authService.authenticate(claims.userId, claims.sessionId).then((user) => done(admit(request, user)), done);
}

/** The request's caller, who must be signed in (every /api route that is not public). */
export function actorOf(request: FastifyRequest): Actor {
  const { caller } = request;
  if (!caller.user) throw unauthorized();
  return caller as Actor;
}
