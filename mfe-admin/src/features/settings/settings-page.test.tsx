import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SETTINGS_DEFAULTS, authStore } from '@tamir/shared-api';
import { aSystemInfo, GENERAL_SETTINGS, fakeApi, signInAs, type FakeCall } from '@tamir/shared-api/testing';
import { formatDateTime, toast } from '@tamir/shared-ui';
import { renderApp, toastMessages } from '../../test/render-app';

const GENERAL = { ...GENERAL_SETTINGS, systemVersion: '1.0.0' };
const SETTINGS = {
  general: GENERAL,
  email: {
    enabled: true,
    smtpHost: 'smtp.ornek.com',
    smtpPort: 587,
    username: 'bildirim',
    password: '********',
    fromEmail: 'bildirim@ornek.com',
    fromName: 'Tamir Formu',
    useSsl: false,
  },
  sms: {},
  logging: SETTINGS_DEFAULTS.logging,
  backup: SETTINGS_DEFAULTS.backup,
};
/** A fresh portal's SMS section as GET /settings/sms reads it (no keys stored). */
const SMS = { ...SETTINGS_DEFAULTS.sms, apiKey: null, apiSecret: null };
const puts = (calls: FakeCall[]) => calls.filter((call) => call.method === 'PUT');

beforeEach(() => {
  toast.clear();
  signInAs('Admin');
});

describe('the settings screen', () => {
  it('shows an Admin the eight tabs and keeps the chosen one in the address', async () => {
    const { api } = fakeApi({ 'GET /settings': { status: 200, data: SETTINGS } });
    const { location } = renderApp('/admin/settings', api);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Genel', 'E-posta', 'SMS', 'Loglama', 'Yedekleme', 'KVKK', 'Şifre Değiştir', 'Sistem Bilgisi']);
    expect(await screen.findByRole('form', { name: 'Genel' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Loglama' }));
    expect(location().search).toBe('?tab=logging');
    expect(await screen.findByRole('form', { name: 'Loglama' })).toBeInTheDocument();
  });

  it('shows a Tamirci only the change-password form, asking only for the minimum length', async () => {
    signInAs('Tamirci');
    const { api, calls } = fakeApi({ 'GET /settings': { status: 200, data: { general: { formRedirectTimeoutSeconds: 120, passwordMinLength: 8 } } } });
    renderApp('/admin/settings?tab=general', api);
    expect(await screen.findByRole('form', { name: 'Şifre Değiştir' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(await screen.findByText('En az 8 karakter')).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /settings']);
  });

  it('says why when the user must change the password first, even an Admin', async () => {
    signInAs('Admin', { mustChangePassword: true });
    const { api } = fakeApi({ 'GET /settings': { status: 200, data: { general: { passwordMinLength: 6, formRedirectTimeoutSeconds: 120 } } } });
    renderApp('/admin/settings?tab=password', api);
    expect(await screen.findByText('Devam etmeden önce şifrenizi değiştirmeniz gerekiyor')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it("says 'Ayarlar alınırken hata oluştu' when the settings cannot be read", async () => {
    const { api } = fakeApi({ 'GET /settings': { status: 500, data: { message: 'x' } } });
    renderApp('/admin/settings', api);
    expect(await screen.findByText('Ayarlar alınırken hata oluştu')).toBeInTheDocument();
  });
});

describe('the general tab', () => {
  it.each([
    [4, 'Oturum zaman aşımı (dakika) 5 ile 1440 arasında olmalıdır'],
    [1441, 'Oturum zaman aşımı (dakika) 5 ile 1440 arasında olmalıdır'],
  ])('refuses a session time-out of %i with the bound and sends nothing', async (value, message) => {
    const { api, calls } = fakeApi({ 'GET /settings': { status: 200, data: SETTINGS } });
    renderApp('/admin/settings', api);
    const field = await screen.findByLabelText('Oturum zaman aşımı (dakika)');
    await userEvent.clear(field);
    await userEvent.type(field, String(value));
    await userEvent.click(within(screen.getByRole('form', { name: 'Genel' })).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(0);
  });

  it('saves {general} with the version left out, and shows the version read-only', async () => {
    const { api, calls } = fakeApi({ 'GET /settings': { status: 200, data: SETTINGS }, 'PUT /settings': { status: 200, data: SETTINGS } });
    renderApp('/admin/settings', api);
    expect(await screen.findByLabelText('Sistem Sürümü')).toHaveValue('1.0.0');
    expect(screen.getByLabelText('Sistem Sürümü')).toBeDisabled();
    const redirect = screen.getByLabelText('Form yönlendirme süresi (saniye)');
    await userEvent.clear(redirect);
    await userEvent.type(redirect, '0');
    await userEvent.click(within(screen.getByRole('form', { name: 'Genel' })).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0].body).toEqual({ general: { ...GENERAL, systemVersion: undefined, formRedirectTimeoutSeconds: 0 } });
    expect(JSON.stringify(puts(calls)[0].body)).not.toContain('systemVersion');
    await waitFor(() => expect(toastMessages('success')).toContain('Ayarlar kaydedildi'));
  });

  it('shows the server’s reason under its field and the failure text', async () => {
    const { api } = fakeApi({
      'GET /settings': { status: 200, data: SETTINGS },
      'PUT /settings': {
        status: 400,
        data: { message: 'Girilen bilgiler geçersiz', errors: { 'general.maxLoginAttempts': ['Maksimum giriş denemesi 3 ile 10 arasında olmalıdır'] } },
      },
    });
    renderApp('/admin/settings', api);
    await userEvent.click(within(await screen.findByRole('form', { name: 'Genel' })).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Maksimum giriş denemesi 3 ile 10 arasında olmalıdır')).toBeInTheDocument();
    await waitFor(() => expect(toastMessages('error')).toContain('Girilen bilgiler geçersiz'));
  });
});

describe('the e-mail tab', () => {
  it('keeps a stored password blank, says one is set, and sends it blank', async () => {
    const { api, calls } = fakeApi({ 'GET /settings': { status: 200, data: SETTINGS }, 'PUT /settings': { status: 200, data: SETTINGS } });
    renderApp('/admin/settings?tab=email', api);
    const password = await screen.findByLabelText('Şifre');
    expect(password).toHaveValue('');
    expect(screen.getByText('Kayıtlı bir şifre var; değiştirmek istemiyorsanız boş bırakın.')).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('form', { name: 'E-posta' })).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect((puts(calls)[0].body as { email: { password: string } }).email.password).toBe('');
  });

  it("checks the test address for '@', then shows the server's answer or the failure text", async () => {
    let answer = { status: 200, data: { message: 'Test e-postası gönderildi: a@b.co' } };
    const { api, calls } = fakeApi({ 'GET /settings': { status: 200, data: SETTINGS }, 'POST /settings/test-email': () => answer });
    renderApp('/admin/settings?tab=email', api);
    const test = await screen.findByRole('form', { name: 'Test E-postası' });
    await userEvent.type(within(test).getByLabelText('Alıcı E-posta'), 'adres');
    await userEvent.click(within(test).getByRole('button', { name: 'Test E-postası Gönder' }));
    expect(await within(test).findByText('Geçerli bir e-posta adresi giriniz')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await userEvent.type(within(test).getByLabelText('Alıcı E-posta'), '@b.co');
    await userEvent.click(within(test).getByRole('button', { name: 'Test E-postası Gönder' }));
    await waitFor(() => expect(toastMessages('success')).toContain('Test e-postası gönderildi: a@b.co'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ toEmail: 'adres@b.co' });
    answer = { status: 422, data: { message: 'Test e-postası gönderilemedi: SMTP hatası: ECONNREFUSED' } };
    await userEvent.click(within(test).getByRole('button', { name: 'Test E-postası Gönder' }));
    await waitFor(() => expect(toastMessages('error')).toContain('Test e-postası gönderilemedi: SMTP hatası: ECONNREFUSED'));
  });
});

describe('the SMS tab', () => {
  it('says sending is inactive, offers Netgsm by default and holds the sender to 11 characters', async () => {
    const { api, calls } = fakeApi({ 'GET /settings/sms': { status: 200, data: SMS }, 'PUT /settings/sms': { status: 200, data: SMS } });
    renderApp('/admin/settings?tab=sms', api);
    expect(await screen.findByText(/SMS gönderimi henüz aktif değil/)).toBeInTheDocument();
    expect(screen.getByLabelText('SMS Sağlayıcısı')).toHaveValue('Netgsm');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(expect.arrayContaining(['Twilio', 'Netgsm', 'Mutlucell', 'Turatel']));
    expect(screen.getByLabelText('Gönderici Adı')).toHaveAttribute('maxLength', '11');
    await userEvent.type(screen.getByLabelText('Gönderici Adı'), 'TAMIRFORMU');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]).toMatchObject({ url: '/settings/sms', body: { sender: 'TAMIRFORMU', provider: 'Netgsm', apiKey: '' } });
  });
});

describe('the logging and backup tabs', () => {
  it('refuses a retention of 366 days', async () => {
    const { api, calls } = fakeApi({ 'GET /settings': { status: 200, data: SETTINGS } });
    renderApp('/admin/settings?tab=logging', api);
    const days = await screen.findByLabelText('Log saklama süresi (gün)');
    await userEvent.clear(days);
    await userEvent.type(days, '366');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Log saklama süresi (gün) 1 ile 365 arasında olmalıdır')).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(0);
  });

  it('saves the automatic backup schedule as {backup}', async () => {
    const { api, calls } = fakeApi({
      'GET /settings': { status: 200, data: SETTINGS },
      'PUT /settings': { status: 200, data: SETTINGS },
      'GET /settings/backups': { status: 200, data: [], headers: { 'x-total-count': '0' } },
    });
    renderApp('/admin/settings?tab=backup', api);
    const form = await screen.findByRole('form', { name: 'Otomatik Yedekleme' });
    await userEvent.click(within(form).getByLabelText('Otomatik yedekleme etkin'));
    await userEvent.selectOptions(within(form).getByLabelText('Yedekleme Sıklığı'), 'Weekly');
    await userEvent.click(within(form).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0].body).toEqual({ backup: { autoBackupEnabled: true, backupSchedule: 'Weekly', backupTime: '03:00', retentionCount: 7 } });
    expect(screen.getByText(/Henüz yedek alınmadı/)).toBeInTheDocument();
  });
});

describe('the change-password tab', () => {
  const open = (reply: unknown) => {
    const { api, calls } = fakeApi({ 'GET /settings': { status: 200, data: SETTINGS }, 'POST /settings/change-password': reply as never });
    renderApp('/admin/settings?tab=password', api);
    return calls;
  };
  const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  const fill = async (current: string, next: string, confirm: string) => {
    await screen.findByRole('form', { name: 'Şifre Değiştir' });
    expect(screen.getByLabelText(/^Mevcut Şifre/)).toBe(input('currentPassword'));
    expect(screen.getByLabelText(/^Yeni Şifre \(Tekrar\)/)).toBe(input('confirmPassword'));
    await userEvent.type(input('currentPassword'), current);
    await userEvent.type(input('newPassword'), next);
    await userEvent.type(input('confirmPassword'), confirm);
    await userEvent.click(screen.getByRole('button', { name: 'Şifreyi Değiştir' }));
  };

  it("checks 'Şifreler eşleşmiyor' and the configured minimum before sending", async () => {
    const calls = open({ status: 200, data: { message: 'ok' } });
    await fill('Eski!Sifre1', 'Yeni!', 'Yeni!2');
    expect(await screen.findByText('Şifreler eşleşmiyor')).toBeInTheDocument();
    expect(screen.getByText('Şifre en az 6 karakter olmalıdır')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it.each([
    ['with the field named', { currentPassword: ['Mevcut şifre yanlış'] }],
    ['with no field named', undefined],
  ])("says 'Mevcut şifre yanlış' once, under the current password (%s)", async (_case, errors) => {
    open({ status: 400, data: { message: 'Mevcut şifre yanlış', errors } });
    await fill('Yanlis!1', 'Yeni!Sifre1', 'Yeni!Sifre1');
    const notice = await screen.findByText('Mevcut şifre yanlış');
    expect(notice.id).toBe(`${input('currentPassword').id}-error`);
    expect(input('currentPassword')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Mevcut şifre yanlış')).toHaveLength(1);
    expect(toastMessages('error')).toEqual([]);
  });

  it.each([
    [403, 'Bu işlem için yetkiniz yok'],
    [401, 'Oturum süreniz dolmuş, lütfen tekrar giriş yapın'],
    [500, 'Şifre değiştirilemedi'],
  ])('answers a %i without a message with the spec’s text', async (status, text) => {
    open({ status });
    await fill('Eski!Sifre1', 'Yeni!Sifre1', 'Yeni!Sifre1');
    await waitFor(() => expect(toastMessages('error')).toContain(text));
  });

  it('clears the form and the forced-change mark after a change', async () => {
    signInAs('Admin', { mustChangePassword: true });
    const calls = open({ status: 200, data: { message: 'Şifreniz değiştirildi. Diğer cihazlardaki oturumlarınız kapatıldı' } });
    await fill('Eski!Sifre1', 'Yeni!Sifre1', 'Yeni!Sifre1');
    await waitFor(() => expect(toastMessages('success')).toContain('Şifreniz değiştirildi. Diğer cihazlardaki oturumlarınız kapatıldı'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      currentPassword: 'Eski!Sifre1',
      newPassword: 'Yeni!Sifre1',
      confirmPassword: 'Yeni!Sifre1',
    });
    expect(authStore.getState().user?.mustChangePassword).toBe(false);
    await waitFor(() => expect(input('currentPassword')).toHaveValue(''));
  });
});

describe('the system info tab', () => {
  it('shows the provider and size of the database, the memory in readable units and the totals', async () => {
    const info = aSystemInfo({
      databaseSizeBytes: 48 * 1024 * 1024,
      memory: { usedMemoryBytes: 300 * 1024 * 1024, totalMemoryBytes: 8 * 1024 ** 3, usagePercentage: 3.7 },
      totalRepairForms: 100000,
    });
    const { api } = fakeApi({ 'GET /settings/system-info': { status: 200, data: info } });
    renderApp('/admin/settings?tab=system', api);
    expect(await screen.findByText('PGlite')).toBeInTheDocument();
    expect(screen.getByText('300 MB / 8 GB (%3,7)')).toBeInTheDocument();
    expect(screen.getByText('48 MB')).toBeInTheDocument();
    expect(screen.getByText('100.000')).toBeInTheDocument();
    expect(screen.getByText('production')).toBeInTheDocument();
  });

  it('lists each remote with its version, commit, build time and address', async () => {
    const { api } = fakeApi({ 'GET /settings/system-info': { status: 200, data: aSystemInfo() } });
    renderApp('/admin/settings?tab=system', api);
    const operations = await screen.findByRole('region', { name: 'Operasyon' });
    expect(screen.getByRole('heading', { name: 'Uzak Modüller' })).toBeInTheDocument();
    const values = (region: HTMLElement) => Array.from(region.querySelectorAll('dd')).map((dd) => dd.textContent);
    expect(values(operations)).toEqual([
      '0.1.0',
      '3f2a1bc9',
      formatDateTime('2026-11-27T09:30:00.000Z'),
      '/remotes/mfe_operations/0.1.0-3f2a1bc9/mf-manifest.json',
      'Dağıtım (npm run deploy)',
    ]);
    expect(values(screen.getByRole('region', { name: 'Yönetim' }))).toEqual([
      '-',
      '-',
      '-',
      'https://cdn.example.com/admin/mf-manifest.json',
      'Ortam değişkeni (REMOTE_MFE_*_URL)',
    ]);
    expect(values(screen.getByRole('region', { name: 'Müşteri Formu' }))[4]).toBe('Portalın kendi derlemesi');
  });
});
