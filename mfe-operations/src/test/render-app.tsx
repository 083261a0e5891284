import { waitFor } from '@testing-library/react';
import type { ApiClient } from '@tamir/shared-api';
import type { FakeCall } from '@tamir/shared-api/testing';
import { renderRoutes, toastMessages } from '@tamir/shared-ui/testing';
import { AppRoutes } from '../routes';
import type { Area } from '../paths';

export { toastMessages };

export type Entry = string | { pathname: string; search?: string; state?: unknown };

/** Renders the remote's real routes at `entry`, with `api` as the parcel prop would give it and a cache of its own. */
export const renderApp = (entry: Entry, api: ApiClient, area?: Area) => renderRoutes(<AppRoutes area={area} />, entry, api);

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
