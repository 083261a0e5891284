import { QueryClient } from '@tanstack/react-query';
import { authStore } from './auth-store';

/**
 * No automatic retry: the shared call rules already tell the user about every failure and each
 * screen offers 'Tekrar Dene'. No refetch on focus: screens ask the server when they open, poll
 * where the spec says so, and after a change.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * The portal's one cache: shared-api is a Module Federation singleton, so the shell and every
 * remote's parcel root hand this same client to their QueryClientProvider.
 */
export const queryClient = createQueryClient();

// What one user saw must not show from the cache to the next one on this page.
authStore.subscribe((state, previous) => {
  if (state.user?.id !== previous.user?.id || (previous.token && !state.token)) queryClient.clear();
});
