import { createApiClient, type ApiClient } from '@tamir/shared-api/lite';

export type PublicApiClient = ApiClient;

let client: PublicApiClient | null = null;

/** A plain client for the no-login page: base /api, no token, no session handling. */
export function publicApi(): PublicApiClient {
  client ??= createApiClient({ getToken: () => null });
  return client;
}
