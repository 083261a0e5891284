import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { fakeApi, type FakeReply, type FakeRoute } from '@tamir/shared-api/testing';
import { toast } from '@tamir/shared-ui';
import { decodeQrSvg } from '@tamir/shared-ui/testing';
import { aRepairForm } from '../../test/fixtures';
import { renderApp, toastMessages } from '../../test/render-app';

const NEW_LINK = { token: 'yeni-baglanti', isActive: true, expiresAt: '2999-01-01T00:00:00.000Z', url: '/forms/view/yeni-baglanti' };

beforeEach(() => toast.clear());
afterEach(() => jest.restoreAllMocks());

function open(path: string, form = aRepairForm(), routes: Record<string, FakeReply | FakeRoute> = {}) {
  const fake = fakeApi({ [`GET /repairform/${form.id}`]: { status: 200, data: form }, ...routes });
  return { ...fake, ...renderApp(path, fake.api) };
}

const printedQr = () => screen.queryByTestId('form-qr');

describe('the printed form’s QR code', () => {
  it.each(['/admin/forms/41', '/plate-search/form/41'])(
    '%s: opens the public page on this browser’s origin until the settings say otherwise; paper only',
    async (path) => {
      open(path);
      await waitFor(() => expect(printedQr()).not.toBeNull());
      const qr = printedQr()!;
      expect(qr).toHaveClass('print-only');
      expect(qr.closest('.print-area')).not.toBeNull();
      expect(decodeQrSvg(qr.innerHTML)).toBe('http://localhost/forms/view/abc123token');
    },
  );

  it("uses the portal's address from the settings, for the QR code and the link the screen shows and copies", async () => {
    open('/admin/forms/41', aRepairForm(), { 'GET /settings': { status: 200, data: { general: { publicBaseUrl: 'https://tamir.example.com' } } } });
    await waitFor(() => expect(screen.getByTestId('public-link')).toHaveTextContent('https://tamir.example.com/forms/view/abc123token'));
    expect(decodeQrSvg(printedQr()!.innerHTML)).toBe('https://tamir.example.com/forms/view/abc123token');
  });

  it('makes the link first for a form without one, and prints once the QR code of the new link is on the page', async () => {
    let qrAtPrint: string | null = null;
    const print = jest.spyOn(window, 'print').mockImplementation(() => {
      qrAtPrint = decodeQrSvg(printedQr()?.innerHTML ?? '');
    });
    const { calls } = open('/admin/forms/41', aRepairForm({ formLinks: [] }), { 'POST /repairform/41/link': { status: 201, data: NEW_LINK } });
    await screen.findByText('Bu form için aktif link bulunamadı');
    expect(printedQr()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Yazdır' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(qrAtPrint).toBe('http://localhost/forms/view/yeni-baglanti');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([expect.objectContaining({ url: '/repairform/41/link', body: { validityDays: 7 } })]);
  });

  it('prints without a QR code, saying why, when the link cannot be made', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    open('/plate-search/form/41', aRepairForm({ formLinks: [] }), { 'POST /repairform/41/link': { status: 500, data: {} } });
    await userEvent.click(await screen.findByRole('button', { name: 'Yazdır' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(toastMessages('error')).toContain('Form bağlantısı oluşturulamadı; form QR kodu olmadan yazdırılıyor');
    expect(printedQr()).toBeNull();
  });

  it('leaves the screen free of axe violations with the QR code in the document', async () => {
    const { container } = open('/admin/forms/41');
    await waitFor(() => expect(printedQr()).not.toBeNull());
    within(container).getByRole('region', { name: 'Tamir Formu' });
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
