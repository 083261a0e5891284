import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** Marks every cached answer under these key prefixes stale; the ones on screen load again. */
export const invalidate = (client: QueryClient, ...keys: QueryKey[]) => Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
