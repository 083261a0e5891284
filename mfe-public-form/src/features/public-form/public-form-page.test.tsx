import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiClient, type ApiAdapter, type PublicForm } from '@tamir/shared-api/lite';
import { decodeQrSvg } from '@tamir/shared-ui/testing';
import { PublicFormPage } from './public-form-page';
import { isExpiredMessage, isPastPublicValidity, linkValidUntil } from './expiry';

type Reply = { status: number; data?: unknown } | 'never';

/** A plain client like the page's own, whose HTTP layer answers with `reply` (an axios adapter). */
function apiAnswering(reply: Reply) {
  const urls: string[] = [];
  const api = createApiClient({ getToken: () => null, isOnline: () => true });
  const adapter: ApiAdapter = (config) => {
    urls.push(config.url ?? '');
    if (reply === 'never') return new Promise<never>(() => undefined);
    const response = { data: reply.data ?? null, status: reply.status, statusText: '', headers: {}, config };
    if (reply.status < 400) return Promise.resolve(response);
    return Promise.reject(Object.assign(new Error(`HTTP ${reply.status}`), { isAxiosError: true, config, response }));
  };
  api.defaults.adapter = adapter;
  return { api, urls };
}

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();

const form: PublicForm = {
  formNumber: 'TF-2025-000041',
  companyName: 'Yılmaz Lojistik',
  companyPhone: '02121234567',
  companyAddress: 'Ataşehir, İstanbul',
  vehiclePlate: '34ABC123',
  vehicleBrand: 'Ford',
  vehicleModel: 'Transit Custom',
  vehicleYear: null,
  kilometer: 123456,
  customerName: 'Ali Veli',
  descriptionLines: ['Fren sesi', 'Yağ kaçağı'],
  description: '1. Fren sesi\n2. Yağ kaçağı',
  partsUsed: 'Fren balatası',
  createdAt: daysAgo(2),
  expiresAt: daysAgo(-28),
  signatures: [],
  status: 'Beklemede',
  estimate: { version: 0, items: [], subtotalKurus: 0, vatByRate: [], vatKurus: 0, totalKurus: 0 },
  approval: null,
  canAnswer: false,
  deliveryKilometer: null,
  photos: [],
};

const homeLink = () => screen.getByRole('link', { name: 'Ana Sayfaya Dön' });

describe('public form page', () => {
  it('shows Yükleniyor... while the form loads, from /api/repairform/public/{token}', async () => {
    const { api, urls } = apiAnswering('never');
    render(<PublicFormPage token="abc 123" api={api} />);
    expect(screen.getByRole('status')).toHaveTextContent('Yükleniyor...');
    expect(api.defaults.baseURL).toBe('/api');
    await waitFor(() => expect(urls).toEqual(['/repairform/public/abc%20123']));
  });

  it('shows the form with its numbered lines, parts, signatures and a print button', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { api } = apiAnswering({ status: 200, data: form });
    render(<PublicFormPage token="abc" api={api} />);
    const doc = await screen.findByRole('article');
    expect(doc).toHaveClass('print-area');
    expect(within(doc).getByRole('heading', { name: 'ARIZA/TAMİR FORMU' })).toBeInTheDocument();
    for (const text of [
      'TF-2025-000041',
      'Yılmaz Lojistik',
      '0212 123 45 67',
      'Ataşehir, İstanbul',
      '34 ABC 123',
      'Ford',
      'Transit Custom',
      '123.456 km',
      '1. Fren sesi',
      '2. Yağ kaçağı',
      'Fren balatası',
      'Teslim Eden (Şoför)',
      'Teslim Alan (Yetkili)',
    ]) {
      expect(within(doc).getByText(text)).toBeInTheDocument();
    }
    expect(within(doc).getAllByText('Ali Veli')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Yazdır' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('links the form’s PDF for download', async () => {
    const { api } = apiAnswering({ status: 200, data: form });
    render(<PublicFormPage token="abc 123" api={api} />);
    const link = await screen.findByRole('link', { name: 'PDF olarak indir' });
    expect(link).toHaveAttribute('href', '/api/repairform/public/abc%20123/pdf');
    expect(link).toHaveAttribute('download');
  });

  it("says until when the link works and carries a QR code of the page's own address", async () => {
    const { api } = apiAnswering({ status: 200, data: { ...form, expiresAt: '2099-12-12T09:00:00.000Z' } });
    render(<PublicFormPage token="abc123" api={api} />);
    const doc = await screen.findByRole('article');
    expect(screen.getByTestId('link-validity')).toHaveTextContent(/^Bu bağlantı \d{1,2} \p{L}+ \d{4} tarihine kadar geçerlidir\.$/u);
    const qr = within(doc).getByTestId('form-qr');
    expect(qr).not.toHaveClass('print-only');
    expect(within(qr).getByRole('img', { name: 'Formun çevrimiçi sayfasını açan QR kodu' })).toBeInTheDocument();
    expect(decodeQrSvg(qr.innerHTML)).toBe(`${window.location.origin}/forms/view/abc123`);
  });

  it('leaves out the parts section when no parts were used', async () => {
    const { api } = apiAnswering({ status: 200, data: { ...form, partsUsed: '' } });
    render(<PublicFormPage token="abc" api={api} />);
    await screen.findByRole('article');
    expect(screen.queryByText('Kullanılan Parçalar')).not.toBeInTheDocument();
  });

  it('does not show the Telefon yok placeholder as a phone number', async () => {
    const { api } = apiAnswering({ status: 200, data: { ...form, companyPhone: '00000000000' } });
    render(<PublicFormPage token="abc" api={api} />);
    const doc = await screen.findByRole('article');
    expect(within(doc).queryByText('0000 000 00 00')).not.toBeInTheDocument();
  });

  it('says the form is gone or the link invalid on a 404', async () => {
    const { api } = apiAnswering({ status: 404, data: { message: 'Form bulunamadı' } });
    render(<PublicFormPage token="abc" api={api} />);
    expect(await screen.findByText('Form bulunamadı veya link geçersiz.')).toBeInTheDocument();
    expect(homeLink()).toHaveAttribute('href', '/');
  });

  it('shows the expired screen when the 404 message says süresi dolmuş', async () => {
    const { api } = apiAnswering({ status: 404, data: { message: 'Bu formun bağlantı süresi dolmuş.' } });
    render(<PublicFormPage token="abc" api={api} />);
    expect(await screen.findByRole('heading', { name: 'Form süresi dolmuştur' })).toBeInTheDocument();
    expect(screen.getByText(/30 günlük geçerlilik süresi sona ermiştir/)).toBeInTheDocument();
    expect(homeLink()).toHaveAttribute('href', '/');
  });

  it('shows the expired screen for a form created more than 30 days ago', async () => {
    const { api } = apiAnswering({ status: 200, data: { ...form, createdAt: daysAgo(31) } });
    render(<PublicFormPage token="abc" api={api} />);
    expect(await screen.findByRole('heading', { name: 'Form süresi dolmuştur' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it.each([500, 400, 429])('reports any other failure (%i)', async (status) => {
    const { api } = apiAnswering({ status, data: { message: 'x' } });
    render(<PublicFormPage token="abc" api={api} />);
    expect(await screen.findByText('Form yüklenirken bir hata oluştu.')).toBeInTheDocument();
    expect(homeLink()).toHaveAttribute('href', '/');
  });

  it('treats a missing token as an invalid link without a request', () => {
    const { api, urls } = apiAnswering('never');
    render(<PublicFormPage token="" api={api} />);
    expect(screen.getByText('Form bulunamadı veya link geçersiz.')).toBeInTheDocument();
    expect(urls).toHaveLength(0);
  });
});

describe('30-day rule', () => {
  const now = Date.parse('2025-03-31T12:00:00.000Z');

  it('is expired only after more than 30 days', () => {
    expect(isPastPublicValidity('2025-03-01T12:00:00.000Z', now)).toBe(false);
    expect(isPastPublicValidity('2025-03-01T11:59:59.000Z', now)).toBe(true);
    expect(isPastPublicValidity('2025-03-30T00:00:00.000Z', now)).toBe(false);
    expect(isPastPublicValidity('not a date', now)).toBe(false);
  });

  it('gives the link’s last moment: its own end, never past 30 days from the form', () => {
    const created = '2025-03-01T12:00:00.000Z';
    expect(linkValidUntil({ createdAt: created, expiresAt: '2025-03-08T12:00:00.000Z' })?.toISOString()).toBe('2025-03-08T12:00:00.000Z');
    expect(linkValidUntil({ createdAt: created, expiresAt: '2025-06-01T00:00:00.000Z' })?.toISOString()).toBe('2025-03-31T12:00:00.000Z');
    expect(linkValidUntil({ createdAt: 'x', expiresAt: 'y' })).toBeNull();
  });

  it('recognises the server’s expired message', () => {
    expect(isExpiredMessage('Bu formun bağlantı süresi dolmuş.')).toBe(true);
    expect(isExpiredMessage('Linkin SÜRESİ DOLMUŞ')).toBe(true);
    expect(isExpiredMessage('Form bulunamadı')).toBe(false);
    expect(isExpiredMessage(null)).toBe(false);
  });
});
