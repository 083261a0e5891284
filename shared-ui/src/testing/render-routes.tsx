import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, type InitialEntry, type Location } from 'react-router-dom';
import { notifyManager, QueryClientProvider } from '@tanstack/react-query';
import { ApiProvider, createQueryClient, type ApiClient } from '@tamir/shared-api';
import { toastStore } from '../toast/toast-store';

// react-query tells the screens about an answer in a setTimeout(0), which fake timers hold back;
// as a microtask the answer shows once the clock reaches it, as it would for a user.
notifyManager.setScheduler(queueMicrotask);

/**
 * Renders a remote's real `routes` at `entry`, with `api` as the parcel prop would give it and a
 * cache of its own; `location()` is where the router stands now.
 */
export function renderRoutes(routes: ReactNode, entry: InitialEntry, api: ApiClient) {
  const seen: { location: Location | null } = { location: null };
  function LocationProbe() {
    seen.location = useLocation();
    return null;
  }
  const utils = render(
    <QueryClientProvider client={createQueryClient()}>
      <ApiProvider api={api}>
        <MemoryRouter initialEntries={[entry]}>
          {routes}
          <LocationProbe />
        </MemoryRouter>
      </ApiProvider>
    </QueryClientProvider>,
  );
  return { ...utils, location: () => seen.location as Location };
}

/** Messages of the toasts currently queued in shared-ui's store (of one kind when given). */
export const toastMessages = (kind?: string) =>
  toastStore
    .getState()
    .toasts.filter((t) => !kind || t.kind === kind)
    .map((t) => t.message);
