import { waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { fakeHttpApi } from '../../test/fake-http';
import { ADMIN, renderWithShell, resetSession, signIn, TAMIRCI } from '../../test/render-shell';
import { AdminLayout } from './admin-layout';

function openWith(general: Record<string, unknown>) {
  const fake = fakeHttpApi({
    'GET /settings': () => ({ status: 200, data: { general: { systemName: 'Tamir Formu', ...general } } }),
    'POST /settings/public-base-url': () => ({ status: 200, data: { general: { systemName: 'Tamir Formu', publicBaseUrl: window.location.origin } } }),
  });
  renderWithShell(
    <Routes>
      <Route path="/admin/*" element={<AdminLayout />} />
    </Routes>,
    { path: '/admin', api: fake.api },
  );
  return fake.calls;
}

const settingsRead = (calls: Array<{ method: string; url: string }>) => calls.some((call) => call.method === 'GET' && call.url === '/settings');
const recorded = (calls: Array<{ method: string; url: string }>) => calls.filter((call) => call.method === 'POST');

describe("the portal's address, the first time an Admin opens it", () => {
  beforeEach(resetSession);

  it("records this browser's origin when no address is known", async () => {
    signIn(ADMIN);
    const calls = openWith({ publicBaseUrl: '', publicBaseUrlOverride: null });
    await waitFor(() => expect(recorded(calls)).toHaveLength(1));
    expect(recorded(calls)[0]).toMatchObject({ url: '/settings/public-base-url', body: { origin: window.location.origin } });
  });

  it.each([
    ['an address is stored', ADMIN, { publicBaseUrl: 'https://tamir.example.com', publicBaseUrlOverride: null }],
    ['PUBLIC_BASE_URL gives it', ADMIN, { publicBaseUrl: '', publicBaseUrlOverride: 'https://ortam.example.com' }],
    ['the user is a Tamirci', TAMIRCI, { publicBaseUrl: '' }],
  ])('records nothing when %s', async (_, user, general) => {
    signIn(user);
    const calls = openWith(general);
    await waitFor(() => expect(settingsRead(calls)).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(recorded(calls)).toHaveLength(0);
  });
});
