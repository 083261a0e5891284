/*
 * What the app adds to Fastify's types. Nothing imports this file: the compiler reads it through
 * tsconfig's include, so the services it names never import it back (no cycle through here). The services'
 * names and types come from the module factories that build them (plugins/app/services.ts).
 */
import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
import type { Caller } from './lib/caller';
import type { LoadSample, ShedReason } from './lib/pressure-judge';
import type { FieldCrypto } from './lib/field-crypto';
import type { AppServices } from './plugins/app/services';
import type { VerifiedToken } from './plugins/external/auth';
import type { RemotesCatalog } from './routes/remotes-catalog';

declare module 'fastify' {
  interface FastifyInstance extends AppServices {
    config: AppConfig;
    database: Database;
    db: Db;
    fieldCrypto: FieldCrypto;
    /** Where each remote is loaded from and which build it is (/remotes.json, the system-info tab). */
    remotesCatalog: RemotesCatalog;
    /** Tokens this app has verified, by the token (plugins/external/auth.ts readToken). */
    verifiedTokens: Map<string, VerifiedToken>;
    /** The load-shedding and drain state (plugins/app/load-shedding.ts), for the health probes. */
    pressure(): {
      underPressure: boolean;
      reason: ShedReason | null;
      retryAfterSeconds: number;
      /** SIGTERM came: every /api call that arrives now is answered 503 (server.ts drain). */
      draining: boolean;
    } & LoadSample;
    /** From now on /api calls that arrive are answered 503 with `Connection: close` and readiness is 503 (server.ts). */
    beginDrain(): void;
  }
  interface FastifyRequest {
    /** Who calls and from where; set when the request arrives, its user by the /api auth hook. */
    caller: Caller;
    /** The unexpected error behind a 500, for the request log row. */
    failure: Error | null;
  }
  interface FastifyContextConfig {
    /** Opts a route under /api out of the bearer-token check. */
    public?: boolean;
    /** Open to a user who must change the password first (the change itself, the settings it reads, token refresh). */
    beforePasswordChange?: boolean;
    /** A costly call with its own limits per user and address (plugins/app/costly-limits.ts). */
    costly?: import('./plugins/app/costly-limits').CostlyCall;
    /** The entity the request log names for this route: set from the module that registers it (modules/api-routes.ts). */
    logEntity?: import('./modules/system-logs/service').EntityType;
  }
}
