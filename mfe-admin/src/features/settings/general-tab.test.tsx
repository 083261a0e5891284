import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { GENERAL_SETTINGS, fakeApi, signInAs, type FakeCall } from '@tamir/shared-api/testing';
import { toast } from '@tamir/shared-ui';
import { renderApp } from '../../test/render-app';

const GENERAL = {
  ...GENERAL_SETTINGS,
  systemVersion: '1.0.0',
  publicBaseUrl: 'https://tamir.example.com',
  publicBaseUrlOverride: null as string | null,
};
const settingsWith = (general: Partial<typeof GENERAL>) => ({ general: { ...GENERAL, ...general } });
const INVALID = 'Portalın genel adresi http:// veya https:// ile başlayan, yol içermeyen bir adres olmalıdır (örn. https://tamir.ornek.com)';
const writes = (calls: FakeCall[]) => calls.filter((call) => call.method !== 'GET');

beforeEach(() => {
  toast.clear();
  signInAs('Admin');
});

describe("the general tab's public address", () => {
  it('is shown and edited with its help text; a path or another scheme is refused before anything is sent', async () => {
    const { api, calls } = fakeApi({ 'GET /settings': { status: 200, data: settingsWith({}) }, 'PUT /settings': { status: 200, data: settingsWith({}) } });
    renderApp('/admin/settings', api);
    const field = await screen.findByLabelText('Portalın genel adresi');
    expect(field).toHaveValue('https://tamir.example.com');
    expect(field).toHaveAttribute('type', 'url');
    expect(field).toHaveAccessibleDescription(/E-postalardaki bağlantılar ve yazdırılan formdaki QR kodu bu adresle başlar/);
    for (const value of ['https://tamir.example.com/panel', 'ftp://tamir.example.com', 'tamir.example.com']) {
      await userEvent.clear(field);
      await userEvent.type(field, value);
      await userEvent.click(within(screen.getByRole('form', { name: 'Genel' })).getByRole('button', { name: 'Kaydet' }));
      expect(await screen.findByText(INVALID)).toBeInTheDocument();
    }
    expect(writes(calls)).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, 'https://portal.ornek.com.tr/');
    await userEvent.click(within(screen.getByRole('form', { name: 'Genel' })).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({ method: 'PUT', url: '/settings', body: { general: { publicBaseUrl: 'https://portal.ornek.com.tr/' } } });
    expect(JSON.stringify(writes(calls)[0].body)).not.toContain('publicBaseUrlOverride');
    expect(screen.queryByText(INVALID)).not.toBeInTheDocument();
  });

  it("records this browser's origin while no address is known, and shows the one the server kept", async () => {
    const { api, calls } = fakeApi({
      'GET /settings': { status: 200, data: settingsWith({ publicBaseUrl: '' }) },
      'POST /settings/public-base-url': { status: 200, data: settingsWith({ publicBaseUrl: 'http://localhost' }) },
    });
    renderApp('/admin/settings', api);
    await waitFor(() => expect(screen.getByLabelText('Portalın genel adresi')).toHaveValue('http://localhost'));
    expect(writes(calls)).toEqual([expect.objectContaining({ method: 'POST', url: '/settings/public-base-url', body: { origin: window.location.origin } })]);
  });

  it('records nothing when the address is known or PUBLIC_BASE_URL gives it, and shows that override read-only', async () => {
    const { api, calls } = fakeApi({
      'GET /settings': { status: 200, data: settingsWith({ publicBaseUrl: '', publicBaseUrlOverride: 'https://ortam.example.com' }) },
    });
    const { container } = renderApp('/admin/settings', api);
    const override = await screen.findByLabelText('Kullanılan adres (PUBLIC_BASE_URL)');
    expect(override).toHaveValue('https://ortam.example.com');
    expect(override).toBeDisabled();
    expect(override).toHaveAccessibleDescription(/PUBLIC_BASE_URL ortam değişkeni yukarıdaki ayarın yerine geçer/);
    expect(screen.getByLabelText('Portalın genel adresi')).toHaveValue('');
    expect(writes(calls)).toHaveLength(0);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
