import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite runs one statement at a time; the others wait on its internal lock. What stands for a
 * pool's waiting queue there: the calls into the client (query, exec, transaction) begun and not
 * yet finished, less the one running. Wraps the client's methods in place and returns the reader.
 */
export function countPgliteQueue(client: PGlite): () => number {
  let inFlight = 0;
  const target = client as unknown as Record<'query' | 'exec' | 'transaction', (...args: unknown[]) => Promise<unknown>>;
  for (const method of ['query', 'exec', 'transaction'] as const) {
    const original = target[method].bind(client);
    target[method] = async (...args: unknown[]) => {
      inFlight += 1;
      try {
        return await original(...args);
      } finally {
        inFlight -= 1;
      }
    };
  }
  return () => Math.max(0, inFlight - 1);
}
