import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@tamir/shared-ui';
import { NO_EMAIL_PLACEHOLDER, type RepairForm } from '@tamir/shared-api';
import { fakeApi, pending, type FakeReply, type FakeRoute } from '@tamir/shared-api/testing';
import { aRepairForm } from '../../test/fixtures';
import { expectFormMailedToCompany, renderApp, toastMessages } from '../../test/render-app';

const WEB_VIEW_UA = 'Mozilla/5.0 (Linux; Android 14; wv) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36 TamirFormuApp/1.0';

beforeEach(() => toast.clear());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function openDetail(path = '/admin/forms/41', form: RepairForm = aRepairForm(), routes: Record<string, FakeReply | FakeRoute> = {}) {
  const fake = fakeApi({ [`GET /repairform/${form.id}`]: { status: 200, data: form }, ...routes });
  return { ...fake, ...renderApp(path, fake.api) };
}

const value = (scope: HTMLElement, label: string) => within(scope).getByText(label).nextElementSibling;

describe('/admin/forms/{id}', () => {
  it('shows vehicle and customer info, numbered faults, parts, the public link; only the form card prints', async () => {
    openDetail('/admin/forms/41', aRepairForm({ partsUsed: 'Ön balata takımı', vehicle: { ...aRepairForm().vehicle, vehicleType: 'Kamyonet' } }));
    expect(await screen.findByRole('heading', { name: 'Tamir Formu Detayı' })).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Tamir Formu' });
    expect(card).toHaveClass('print-area');
    expect(screen.getByTestId('form-number')).toHaveTextContent('TF-2025-000041');
    expect(value(card, 'Plaka')).toHaveTextContent('34 ABC 123');
    expect(value(card, 'Marka / Model')).toHaveTextContent('Ford Transit Custom');
    expect(value(card, 'Kilometre')).toHaveTextContent('123.456 km');
    expect(value(card, 'Araç Tipi')).toHaveTextContent('Kamyonet');
    expect(value(card, 'Müşteri')).toHaveTextContent('Yılmaz Lojistik');
    expect(value(card, 'Telefon')).toHaveTextContent('0532 123 45 67');
    expect(value(card, 'Araç Sahibi')).toHaveTextContent('Ali Veli');
    expect(within(card).getByText('1. Fren sesi')).toBeInTheDocument();
    expect(within(card).getByText('2. Yağ kaçağı')).toBeInTheDocument();
    expect(within(card).getByText('Ön balata takımı')).toBeInTheDocument();
    expect(value(card, 'Yardımcı Personel')).toHaveTextContent('Mehmet Usta (Usta Oto)');
    expect(screen.getByTestId('public-link')).toHaveTextContent('http://localhost/forms/view/abc123token');
    expect(screen.getByRole('button', { name: 'Linki Kopyala' })).toBeInTheDocument();
  });

  it('leaves out the parts section when there are none', async () => {
    openDetail();
    await screen.findByRole('heading', { name: 'Tamir Formu Detayı' });
    expect(screen.queryByText('Kullanılan Parçalar')).not.toBeInTheDocument();
  });

  it('is the same screen at /forms/{id}', async () => {
    openDetail('/forms/41');
    expect(await screen.findByRole('heading', { name: 'Tamir Formu Detayı' })).toBeInTheDocument();
    expect(screen.getByTestId('form-number')).toHaveTextContent('TF-2025-000041');
  });

  it('offers Linki Kopyala only with an active link', async () => {
    openDetail(
      '/admin/forms/41',
      aRepairForm({ formLinks: [{ token: 'eski', isActive: false, expiresAt: '2999-01-01T00:00:00.000Z', url: '/forms/view/eski' }] }),
    );
    await screen.findByRole('heading', { name: 'Tamir Formu Detayı' });
    expect(screen.queryByRole('button', { name: 'Linki Kopyala' })).not.toBeInTheDocument();
    expect(screen.getByText('Bu form için aktif link bulunamadı')).toBeInTheDocument();
  });

  it('copies the absolute link and says Link kopyalandı (administration §8)', async () => {
    // installs user-event's clipboard stub on navigator.clipboard
    userEvent.setup();
    openDetail();
    const button = await screen.findByRole('button', { name: 'Linki Kopyala' });
    await act(async () => {
      fireEvent.click(button);
    });
    await expect(navigator.clipboard.readText()).resolves.toBe('http://localhost/forms/view/abc123token');
    expect(screen.getAllByText('Kopyalandı!').length).toBeGreaterThan(0);
    expect(toastMessages('success')).toEqual(['Link kopyalandı']);
  });

  it('prints with Yazdır', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    openDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Yazdır' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says Form bulunamadı with Listeye Dön on a 404, no fault toast (issue 40)', async () => {
    const { api } = fakeApi({ 'GET /repairform/41': { status: 404, data: { message: 'Form bulunamadı' } } });
    const { location } = renderApp('/admin/forms/41', api);
    expect(await screen.findByRole('alert')).toHaveTextContent('Form bulunamadı');
    expect(toastMessages('error')).toEqual([]);
    await userEvent.click(screen.getByRole('link', { name: 'Listeye Dön' }));
    await waitFor(() => expect(location().pathname).toBe('/admin/forms'));
  });

  it('says Form bilgileri alınırken hata oluştu and returns to /admin/forms on a server error', async () => {
    const { api } = fakeApi({ 'GET /repairform/41': { status: 500, data: {} } });
    const { location } = renderApp('/admin/forms/41', api);
    await waitFor(() => expect(location().pathname).toBe('/admin/forms'));
    expect(toastMessages('error')).toContain('Form bilgileri alınırken hata oluştu');
  });
});

describe('autoPrint=true', () => {
  it('prints about 1 s after the form shows and closes the window 1 s later', async () => {
    jest.useFakeTimers();
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
    openDetail('/admin/forms/41?autoPrint=true');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('heading', { name: 'Tamir Formu Detayı' })).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(999);
    });
    expect(print).not.toHaveBeenCalled();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(print).toHaveBeenCalledTimes(1);
    expect(close).not.toHaveBeenCalled();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(close).toHaveBeenCalledTimes(1);
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('does nothing without the flag', async () => {
    jest.useFakeTimers();
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
    openDetail('/admin/forms/41');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(5000);
    });
    expect(print).not.toHaveBeenCalled();
    expect(close).not.toHaveBeenCalled();
  });
});

describe('share dialog', () => {
  const openShare = async (form = aRepairForm(), routes: Record<string, FakeReply | FakeRoute> = {}) => {
    const fake = openDetail('/admin/forms/41', form, routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Paylaş' }));
    return { ...fake, dialog: screen.getByRole('dialog', { name: 'Formu Paylaş' }) };
  };

  it('is prefilled with the company e-mail and the customer phone and carries the three notes', async () => {
    const { dialog } = await openShare();
    expect(within(dialog).getByLabelText('E-posta')).toHaveValue('info@yilmaz.com.tr');
    expect(within(dialog).getByLabelText('Telefon')).toHaveValue('0532 123 45 67');
    expect(dialog).toHaveTextContent('Form linki e-posta adresine gönderilir.');
    expect(dialog).toHaveTextContent('SMS gönderimi henüz aktif değildir; telefon numarası yalnızca kaydedilir.');
    expect(dialog).toHaveTextContent('Link 7 gün geçerlidir.');
  });

  it('leaves the e-mail empty when the company has only the placeholder', async () => {
    const { dialog } = await openShare(aRepairForm({ vehicle: { ...aRepairForm().vehicle, companyEmail: NO_EMAIL_PLACEHOLDER } }));
    expect(within(dialog).getByLabelText('E-posta')).toHaveValue('');
  });

  it('needs at least one contact and sends nothing without', async () => {
    const { dialog, calls } = await openShare();
    await userEvent.clear(within(dialog).getByLabelText('E-posta'));
    await userEvent.clear(within(dialog).getByLabelText('Telefon'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gönder' }));
    expect(within(dialog).getByText('Lütfen en az bir iletişim bilgisi girin')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('checks the e-mail and phone it is given', async () => {
    const { dialog, calls } = await openShare();
    await userEvent.clear(within(dialog).getByLabelText('E-posta'));
    await userEvent.type(within(dialog).getByLabelText('E-posta'), 'firma@');
    await userEvent.clear(within(dialog).getByLabelText('Telefon'));
    await userEvent.type(within(dialog).getByLabelText('Telefon'), '0532');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gönder' }));
    expect(within(dialog).getByText('Geçerli bir e-posta adresi giriniz')).toBeInTheDocument();
    expect(within(dialog).getByText('Geçerli bir telefon numarası giriniz')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('sends e-mail and phone with sendEmail and sendSms set by what was given', async () => {
    const { dialog, calls } = await openShare(aRepairForm(), { 'POST /repairform/41/send': { status: 200, data: { message: 'Gönderim kuyruğa alındı' } } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gönder' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      repairFormId: 41,
      email: 'info@yilmaz.com.tr',
      phone: '05321234567',
      sendEmail: true,
      sendSms: true,
    });
    expect(toastMessages('success')).toContain('Form bilgileri firmaya mail olarak gönderildi');
  });

  it('sends only the phone when no e-mail is given', async () => {
    const { dialog, calls } = await openShare(aRepairForm(), { 'POST /repairform/41/send': { status: 200, data: { message: 'Telefon numarası kaydedildi' } } });
    await userEvent.clear(within(dialog).getByLabelText('E-posta'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gönder' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ repairFormId: 41, email: null, phone: '05321234567', sendEmail: false, sendSms: true });
  });

  it('shows Gönderiliyor... while sending', async () => {
    const { dialog } = await openShare(aRepairForm(), { 'POST /repairform/41/send': pending });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gönder' }));
    expect(await within(dialog).findByRole('button', { name: 'Gönderiliyor...' })).toBeDisabled();
  });

  it('says Link gönderilirken hata oluştu on failure and stays open', async () => {
    const { dialog } = await openShare(aRepairForm(), { 'POST /repairform/41/send': { status: 422, data: { message: 'Geçerli bir e-posta adresi giriniz' } } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gönder' }));
    await waitFor(() => expect(toastMessages('error')).toContain('Link gönderilirken hata oluştu'));
    expect(within(dialog).getByText('Geçerli bir e-posta adresi giriniz')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Formu Paylaş' })).toBeInTheDocument();
  });
});

describe('in the app web view', () => {
  beforeEach(() => jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WEB_VIEW_UA));

  it('Yazdır e-mails the link to the company instead of printing', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { calls } = openDetail('/admin/forms/41', aRepairForm(), { 'POST /repairform/41/send': { status: 200, data: { message: 'ok' } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Yazdır' }));
    await expectFormMailedToCompany(calls);
    expect(print).not.toHaveBeenCalled();
  });

  it('says Mail gönderiminde hata oluştu when sending fails or the company has no e-mail', async () => {
    const first = openDetail('/admin/forms/41', aRepairForm(), { 'POST /repairform/41/send': { status: 500, data: {} } });
    await userEvent.click(await screen.findByRole('button', { name: 'Yazdır' }));
    await waitFor(() => expect(toastMessages('error')).toContain('Mail gönderiminde hata oluştu'));
    first.unmount();
    toast.clear();

    const { calls } = openDetail('/admin/forms/41', aRepairForm({ vehicle: { ...aRepairForm().vehicle, companyEmail: NO_EMAIL_PLACEHOLDER } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yazdır' }));
    expect(toastMessages('error')).toContain('Mail gönderiminde hata oluştu');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('autoPrint e-mails once and leaves the window open', async () => {
    jest.useFakeTimers();
    const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
    const { calls } = openDetail('/admin/forms/41?autoPrint=true', aRepairForm(), { 'POST /repairform/41/send': { status: 200, data: { message: 'ok' } } });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(3000);
    });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(close).not.toHaveBeenCalled();
  });
});
