import { LIMITS } from '@tamir/shared-api';

/** The remote's entry took the connection and gave no answer within the time limit. */
export class RemoteTimeoutError extends Error {
  constructor(
    readonly entry: string,
    readonly timeoutMs: number,
  ) {
    super(`Remote entry '${entry}' did not answer within ${timeoutMs} ms`);
    this.name = 'RemoteTimeoutError';
  }
}

/**
 * Asks a remote's entry (its mf-manifest.json) whether it answers at all, within `timeoutMs`.
 * Module Federation's runtime waits for ever on a server that accepts and never replies; any
 * answer will do here (a 404 or a broken file is the runtime's to report), only silence fails.
 * `no-cors`: a remote on another origin answers even where it sends no CORS headers.
 */
export function createEntryCheck(timeoutMs: number = LIMITS.remoteEntryTimeoutMs, fetchImpl: typeof fetch = (...args) => fetch(...args)) {
  return async function checkEntry(entry: string): Promise<void> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await fetchImpl(entry, { mode: 'no-cors', cache: 'no-cache', signal: controller.signal });
      await response.arrayBuffer();
    } catch (error) {
      if (controller.signal.aborted) throw new RemoteTimeoutError(entry, timeoutMs);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };
}
