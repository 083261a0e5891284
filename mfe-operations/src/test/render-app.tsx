import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { toastStore } from '@tamir/shared-ui';
import { ApiProvider, type ApiClient } from '../api-context';
import { AppRoutes } from '../routes';

export type Entry = string | { pathname: string; search?: string; state?: unknown };

/** Renders the remote's real routes at `entry`, with `api` as the parcel prop would give it. */
export function renderApp(entry: Entry, api: ApiClient) {
  const seen: { location: Location | null } = { location: null };
  function LocationProbe() {
    seen.location = useLocation();
    return null;
  }
  const utils = render(
    <ApiProvider api={api}>
      <MemoryRouter initialEntries={[entry]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </ApiProvider>,
  );
  return { ...utils, location: () => seen.location as Location };
}

/** Messages of the toasts currently queued in shared-ui's store. */
export const toastMessages = (kind?: string) =>
  toastStore
    .getState()
    .toasts.filter((t) => !kind || t.kind === kind)
    .map((t) => t.message);
