import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, authStore } from '@tamir/shared-api';
import { BACKUP_TEXTS, toast } from '@tamir/shared-ui';
import { aSystemInfo, fakeApi, type FakeReply } from '@tamir/shared-api/testing';
import { renderApp, toastMessages } from '../../test/render-app';
import { signInAs } from '@tamir/shared-api/testing';
import { aFormSummary, anAdminDashboard } from '../../test/summary-fixtures';

beforeEach(() => {
  toast.clear();
  signInAs('Admin');
});
afterEach(() => {
  authStore.getState().signOut();
  jest.useRealTimers();
});

const SYSTEM_INFO = aSystemInfo();

/** The dashboard's own reads (the system block reads GET /settings/system-info besides). */
const dashboardCalls = (calls: Array<{ url: string }>) => calls.filter((c) => c.url === '/dashboard/admin');

const card = (label: string) => screen.getByText(label, { selector: '.tf-stat__label' }).closest('.tf-stat') as HTMLElement;

describe('/admin for an Admin', () => {
  it('shows the five cards, only today’s forms linking to the list', async () => {
    const { api, calls } = fakeApi({ 'GET /dashboard/admin': { status: 200, data: anAdminDashboard() } });
    renderApp('/admin', api);
    expect(await screen.findByRole('heading', { name: 'Kontrol Paneli' })).toBeInTheDocument();
    expect(card('Firmalar')).toHaveTextContent('12');
    expect(card('Toplam Araç')).toHaveTextContent('1.234');
    expect(card('Kullanıcılar')).toHaveTextContent('7');
    expect(card('Toplam Form')).toHaveTextContent('560');
    expect(card('Bugünkü Formlar')).toHaveTextContent('4');
    expect(card('Bugünkü Formlar').tagName).toBe('A');
    expect(card('Bugünkü Formlar')).toHaveAttribute('href', '/admin/forms?date=today');
    expect(card('Firmalar').tagName).not.toBe('A');
    expect(calls.map((c) => c.url)).toEqual(['/dashboard/admin', '/settings/system-info']);
  });

  it('says which KVKK controller details are missing and links to the KVKK tab; says nothing once they are filled', async () => {
    const missing = ['Veri Sorumlusunun Unvanı', 'Başvuru E-posta Adresi', 'Veri Sorumlusunun Adresi'];
    const { api } = fakeApi({ 'GET /dashboard/admin': { status: 200, data: anAdminDashboard({ kvkkMissing: missing }) } });
    const { unmount } = renderApp('/admin', api);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Aydınlatma metninde veri sorumlusu eksik' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('KVKK ayarlarında şu bilgiler girilmedi: Veri Sorumlusunun Unvanı, Başvuru E-posta Adresi, Veri Sorumlusunun Adresi.');
    expect(within(alert).getByRole('link', { name: 'KVKK ayarlarını doldur' })).toHaveAttribute('href', '/admin/settings?tab=kvkk');
    unmount();
    const filled = fakeApi({ 'GET /dashboard/admin': { status: 200, data: anAdminDashboard({ kvkkMissing: [] }) } });
    renderApp('/admin', filled.api);
    expect(await screen.findByRole('heading', { name: 'Kontrol Paneli' })).toBeInTheDocument();
    expect(screen.queryByText('Aydınlatma metninde veri sorumlusu eksik')).toBeNull();
  });

  it('offers the quick actions', async () => {
    const { api } = fakeApi({ 'GET /dashboard/admin': { status: 200, data: anAdminDashboard() } });
    renderApp('/admin', api);
    const actions = await screen.findByRole('navigation', { name: 'Hızlı İşlemler' });
    const hrefs = within(actions)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/admin/users', '/admin/companies', '/admin/vehicles/new', '/admin/drivers', '/admin/settings']);
  });

  it('lists the company statistics and opens a recent form at /forms/{id}', async () => {
    const { api } = fakeApi({
      'GET /dashboard/admin': { status: 200, data: anAdminDashboard({ recentRepairForms: [aFormSummary({ id: 77, formNumber: 'TF-2025-000077' })] }) },
    });
    const { location } = renderApp('/admin', api);
    const stats = await screen.findByRole('table', { name: 'Firma İstatistikleri' });
    const row = within(stats).getByText('Yılmaz Lojistik').closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Yılmaz Lojistik', '30', '2', '61']);

    const recent = screen.getByRole('table', { name: 'Son Tamir Formları' });
    expect(within(recent).getByText('34 ABC 123')).toBeInTheDocument();
    await userEvent.click(within(recent).getByText('TF-2025-000077'));
    expect(location().pathname).toBe('/forms/77');
  });

  it('shows the running system: version, database kind and size, from GET /settings/system-info', async () => {
    const { api } = fakeApi({
      'GET /dashboard/admin': { status: 200, data: anAdminDashboard() },
      'GET /settings/system-info': { status: 200, data: SYSTEM_INFO },
    });
    renderApp('/admin', api);
    const info = (await screen.findByRole('heading', { name: 'Sistem Bilgileri' })).closest('section') as HTMLElement;
    expect(within(info).getByText('Tamir Formu Yönetim Sistemi')).toBeInTheDocument();
    expect(await within(info).findByText('PGlite')).toBeInTheDocument();
    expect(within(info).getByText('1.4.2')).toBeInTheDocument();
    expect(within(info).getByText('12,5 MB')).toBeInTheDocument();
    expect(within(info).queryByText('PostgreSQL')).not.toBeInTheDocument();
  });

  it('takes a real backup after the confirmation, and opens the backup tab for a restore', async () => {
    const { api, calls } = fakeApi({
      'GET /dashboard/admin': { status: 200, data: anAdminDashboard() },
      'GET /settings/system-info': { status: 200, data: SYSTEM_INFO },
      'POST /settings/backup': {
        status: 201,
        data: { fileName: '2026-11-27T10-00-00-000Z_pglite.sql.gz', createdAt: '2026-11-27T10:00:00.000Z', fileSizeBytes: 2048, description: null },
      },
    });
    const { location } = renderApp('/admin', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Veritabanını Yedekle' }));
    const dialog = await screen.findByRole('dialog', { name: BACKUP_TEXTS.createConfirmTitle });
    expect(dialog).toHaveTextContent(BACKUP_TEXTS.createConfirm);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: BACKUP_TEXTS.create }));
    await waitFor(() => expect(toastMessages('success')).toEqual(['Yedek oluşturuldu: 2026-11-27T10-00-00-000Z_pglite.sql.gz']));
    expect(toastMessages('info')).toEqual(['Veritabanı yedekleme işlemi başlatıldı']);
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.url, c.body])).toEqual([['/settings/backup', {}]]);

    await userEvent.click(screen.getByRole('link', { name: 'Yedekten Geri Yükle' }));
    expect(`${location().pathname}${location().search}`).toBe('/admin/settings?tab=backup');
  });

  it('says when the backup failed, with the server’s reason', async () => {
    const { api } = fakeApi({
      'GET /dashboard/admin': { status: 200, data: anAdminDashboard() },
      'GET /settings/system-info': { status: 200, data: SYSTEM_INFO },
      'POST /settings/backup': { status: 409, data: { message: MSG.backupBusy } },
    });
    renderApp('/admin', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Veritabanını Yedekle' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: BACKUP_TEXTS.create }));
    await waitFor(() => expect(toastMessages('error')).toEqual([`${MSG.backupCreateFailed}: ${MSG.backupBusy}`]));
    expect(toastMessages('success')).toEqual([]);
  });

  it('says the load failed and loads again with Tekrar Dene', async () => {
    const replies: FakeReply[] = [
      { status: 500, data: {} },
      { status: 200, data: anAdminDashboard() },
    ];
    const { api, calls } = fakeApi({ 'GET /dashboard/admin': () => replies.shift() });
    renderApp('/admin', api);
    expect(await screen.findByText('Dashboard verileri yüklenirken hata oluştu')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByRole('heading', { name: 'Kontrol Paneli' })).toBeInTheDocument();
    expect(screen.queryByText('Dashboard verileri yüklenirken hata oluştu')).not.toBeInTheDocument();
    expect(dashboardCalls(calls)).toHaveLength(2);
  });

  it('does not poll the admin dashboard', async () => {
    jest.useFakeTimers();
    const { api, calls } = fakeApi({ 'GET /dashboard/admin': { status: 200, data: anAdminDashboard() } });
    renderApp('/admin', api);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(30_000);
    });
    expect(dashboardCalls(calls)).toHaveLength(1);
  });
});

describe('/admin by role', () => {
  it('shows the repair-shop dashboard to a Tamirci and a loading text without a user', async () => {
    authStore.getState().signOut();
    const { api, calls } = fakeApi({});
    const view = renderApp('/admin', api);
    expect(screen.getByRole('status')).toHaveTextContent('Yükleniyor...');
    expect(calls).toHaveLength(0);
    view.unmount();

    signInAs('Tamirci');
    const tamirci = fakeApi({ 'GET /dashboard/tamirci': { status: 404 } });
    renderApp('/admin', tamirci.api);
    await waitFor(() => expect(tamirci.calls.map((c) => c.url)).toEqual(['/dashboard/tamirci']));
  });
});
