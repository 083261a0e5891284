import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { notifyManager, QueryClientProvider } from '@tanstack/react-query';
import { ApiProvider, createQueryClient, type ApiClient } from '@tamir/shared-api';
import { toastStore } from '@tamir/shared-ui';
import { AppRoutes } from '../routes';

// react-query tells the screens about an answer in a setTimeout(0); as a microtask it shows at once.
notifyManager.setScheduler(queueMicrotask);

/** Renders the remote's real routes at `entry`, with `api` as the parcel prop would give it and a cache of its own. */
export function renderApp(entry: string, api: ApiClient) {
  const seen: { location: Location | null } = { location: null };
  function LocationProbe() {
    seen.location = useLocation();
    return null;
  }
  const utils = render(
    <QueryClientProvider client={createQueryClient()}>
      <ApiProvider api={api}>
        <MemoryRouter initialEntries={[entry]}>
          <AppRoutes />
          <LocationProbe />
        </MemoryRouter>
      </ApiProvider>
    </QueryClientProvider>,
  );
  return { ...utils, location: () => seen.location as Location };
}

/** Messages of the toasts currently queued in shared-ui's store. */
export const toastMessages = (kind?: string) =>
  toastStore
    .getState()
    .toasts.filter((t) => !kind || t.kind === kind)
    .map((t) => t.message);
