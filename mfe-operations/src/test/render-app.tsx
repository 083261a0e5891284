import { render, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { notifyManager, QueryClientProvider } from '@tanstack/react-query';
import { ApiProvider, createQueryClient, type ApiClient } from '@tamir/shared-api';
import { toastStore } from '@tamir/shared-ui';
import { AppRoutes } from '../routes';
import type { Area } from '../paths';
import type { FakeCall } from '@tamir/shared-api/testing';

// react-query tells the screens about an answer in a setTimeout(0), which fake timers hold back;
// as a microtask the answer shows once the clock reaches it, as it would for a user.
notifyManager.setScheduler(queueMicrotask);

export type Entry = string | { pathname: string; search?: string; state?: unknown };

/** Renders the remote's real routes at `entry`, with `api` as the parcel prop would give it and a cache of its own. */
export function renderApp(entry: Entry, api: ApiClient, area?: Area) {
  const seen: { location: Location | null } = { location: null };
  function LocationProbe() {
    seen.location = useLocation();
    return null;
  }
  const utils = render(
    <QueryClientProvider client={createQueryClient()}>
      <ApiProvider api={api}>
        <MemoryRouter initialEntries={[entry]}>
          <AppRoutes area={area} />
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

/** The web view's Yazdır: instead of printing, the fixture form's company copy was asked for (sent once per form), with both toasts. */
export async function expectFormMailedToCompany(calls: FakeCall[]) {
  await waitFor(() => expect(toastMessages('success')).toContain('Form bilgileri firmaya mail olarak gönderildi'));
  expect(toastMessages('info')).toContain('WebView yazdırma desteklemiyor. Form bilgileri firmaya e-posta ile gönderiliyor...');
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
    repairFormId: 41,
    email: 'info@yilmaz.com.tr',
    phone: null,
    sendEmail: true,
    sendSms: false,
    companyCopy: true,
  });
}
