import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore, type TamirciDashboard } from '@tamir/shared-api';
import { toast } from '@tamir/shared-ui';
import { fakeApi, type FakeReply } from '@tamir/shared-api/testing';
import { renderApp } from '../../test/render-app';
import { signInAs } from '@tamir/shared-api/testing';
import { aFormSummary, aTamirciDashboard } from '../../test/summary-fixtures';

class FakeNotification {
  static permission: NotificationPermission = 'default';
  static requestPermission = jest.fn(async () => 'granted' as NotificationPermission);
  static shown: Array<{ title: string; body?: string }> = [];
  constructor(title: string, options?: NotificationOptions) {
    FakeNotification.shown.push({ title, body: options?.body });
  }
}

beforeEach(() => {
  toast.clear();
  localStorage.clear();
  signInAs('Tamirci');
  FakeNotification.permission = 'default';
  FakeNotification.requestPermission.mockClear();
  FakeNotification.shown = [];
  Object.defineProperty(window, 'Notification', { value: FakeNotification, configurable: true, writable: true });
});
afterEach(() => {
  authStore.getState().signOut();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const card = (label: string) => screen.getByText(label, { selector: '.tf-stat__label' }).closest('a') as HTMLElement;

const SUMMARY = { Gecikti: 2, 'Çok Yakın': 1, Yakın: 1250, Uzak: 0 };

/** Answers GET /dashboard/tamirci from `answers` in turn, then repeats the last one; and the reminders' counts. */
function dashboardApi(...answers: TamirciDashboard[]) {
  const replies: FakeReply[] = answers.map((data) => ({ status: 200, data }));
  return fakeApi({
    'GET /dashboard/tamirci': () => (replies.length > 1 ? replies.shift() : replies[0]),
    'GET /reminders/summary': { status: 200, data: SUMMARY },
  });
}

/** The dashboard's own polls (the reminders' counts are read once, not polled). */
const polls = (calls: readonly { url: string }[]) => calls.filter((call) => call.url === '/dashboard/tamirci');

const tick = () =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(10_000);
  });

describe('/admin for a Tamirci', () => {
  it('welcomes the user with name, shop and role, and links the four cards', async () => {
    const { api } = dashboardApi(aTamirciDashboard());
    renderApp('/admin', api);
    expect(await screen.findByRole('heading', { name: 'Hoş geldiniz, Ahmet Yıldız' })).toBeInTheDocument();
    expect(screen.getByText('Yıldız Oto Servis · Tamirci')).toBeInTheDocument();
    expect(card('Firma Araçları')).toHaveAttribute('href', '/admin/vehicles');
    expect(card('Firma Araçları')).toHaveTextContent('31');
    expect(card('Toplam Form')).toHaveAttribute('href', '/admin/forms');
    expect(card('Toplam Form')).toHaveTextContent('58');
    expect(card('Bugünkü Formlar')).toHaveAttribute('href', '/admin/forms?date=today');
    expect(card('Formlarım')).toHaveAttribute('href', '/admin/forms?user=me');
    expect(card('Formlarım')).toHaveTextContent('20');
  });

  it('offers the shortcut tiles and the personal info', async () => {
    const { api } = dashboardApi(aTamirciDashboard());
    renderApp('/admin', api);
    const shortcuts = await screen.findByRole('navigation', { name: 'Kısayollar' });
    expect(within(shortcuts).getByRole('link', { name: /Araç Sorgulama/ })).toHaveAttribute('href', '/admin/vehicle-search');
    expect(within(shortcuts).getByRole('link', { name: /Yeni Tamir Formu/ })).toHaveAttribute('href', '/plate-search');
    expect(within(shortcuts).getByRole('link', { name: /Form Listesi/ })).toHaveAttribute('href', '/admin/forms');

    const info = screen.getByRole('heading', { name: 'Kişisel Bilgiler' }).closest('section') as HTMLElement;
    const value = (label: string) => within(info).getByText(label).nextElementSibling;
    expect(value('Kullanıcı Adı')).toHaveTextContent('tamirci');
    expect(value('Ad Soyad')).toHaveTextContent('Ahmet Yıldız');
    expect(value('Rol')).toHaveTextContent('Tamirci');
    expect(value('Firma')).toHaveTextContent('Yıldız Oto Servis');
  });

  it('opens a recent form at /admin/forms/{id}', async () => {
    const { api } = dashboardApi(aTamirciDashboard());
    const { location } = renderApp('/admin', api);
    const recent = await screen.findByRole('table', { name: 'Son Tamir Formları' });
    await userEvent.click(within(recent).getByText('TF-2025-000041'));
    expect(location().pathname).toBe('/admin/forms/41');
  });

  it('shows each recent form’s status (issue 40)', async () => {
    const { api } = dashboardApi(
      aTamirciDashboard({
        recentRepairForms: [
          aFormSummary({ id: 7, formNumber: 'TF-2025-000007', status: 'Teslim Edildi' }),
          aFormSummary({ id: 8, formNumber: 'TF-2025-000008', status: 'Onay Bekliyor' }),
        ],
      }),
    );
    renderApp('/admin', api);
    const recent = await screen.findByRole('table', { name: 'Son Tamir Formları' });
    expect(within(recent).getByRole('columnheader', { name: 'Durum' })).toBeInTheDocument();
    expect(within(within(recent).getByText('TF-2025-000007').closest('tr') as HTMLElement).getByText('Teslim Edildi')).toBeInTheDocument();
    expect(within(within(recent).getByText('TF-2025-000008').closest('tr') as HTMLElement).getByText('Onay Bekliyor')).toBeInTheDocument();
  });

  it("shows 'Yaklaşan Bakımlar' per urgency, each a link to the reminders list on it (issue 44)", async () => {
    const { api } = dashboardApi(aTamirciDashboard());
    renderApp('/admin', api);
    const section = await screen.findByRole('heading', { name: 'Yaklaşan Bakımlar' });
    const box = section.closest('section, .tf-card') as HTMLElement;
    const link = async (urgency: string) => (await within(box).findByText(urgency)).closest('a') as HTMLElement;
    expect(await link('Gecikti')).toHaveAttribute('href', '/admin/reminders?urgency=Gecikti');
    expect(await link('Gecikti')).toHaveTextContent('2');
    expect(await link('Çok Yakın')).toHaveAttribute('href', '/admin/reminders?urgency=%C3%87ok%20Yak%C4%B1n');
    expect(await link('Yakın')).toHaveTextContent('1.250');
    expect(await link('Uzak')).toHaveAttribute('href', '/admin/reminders?urgency=Uzak');
    expect(await link('Uzak')).toHaveTextContent('0');
  });

  it('says so when there are no recent forms', async () => {
    const { api } = dashboardApi(aTamirciDashboard({ recentRepairForms: [] }));
    renderApp('/admin', api);
    expect(await screen.findByText('Henüz tamir formu bulunmuyor')).toBeInTheDocument();
  });

  it('polls every 10 seconds and stops when left', async () => {
    jest.useFakeTimers();
    const { api, calls } = dashboardApi(aTamirciDashboard(), aTamirciDashboard({ todayRepairFormCount: 9 }));
    const { unmount } = renderApp('/admin', api);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(polls(calls)).toHaveLength(1);
    expect(card('Bugünkü Formlar')).toHaveTextContent('3');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(9_999);
    });
    expect(polls(calls)).toHaveLength(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(polls(calls)).toHaveLength(2);
    expect(card('Bugünkü Formlar')).toHaveTextContent('9');
    await tick();
    expect(polls(calls)).toHaveLength(3);
    unmount();
    await tick();
    await tick();
    expect(polls(calls)).toHaveLength(3);
  });

  it('shows the error with Tekrar Dene, and polls again only after a successful retry', async () => {
    jest.useFakeTimers();
    const replies: FakeReply[] = [
      { status: 500, data: {} },
      { status: 200, data: aTamirciDashboard() },
    ];
    const { api, calls } = fakeApi({ 'GET /dashboard/tamirci': () => replies.shift() ?? { status: 200, data: aTamirciDashboard() } });
    renderApp('/admin', api);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('Dashboard verileri yüklenirken hata oluştu')).toBeInTheDocument();
    await tick();
    expect(polls(calls)).toHaveLength(1);
    await act(async () => {
      screen.getByRole('button', { name: 'Tekrar Dene' }).click();
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('heading', { name: 'Hoş geldiniz, Ahmet Yıldız' })).toBeInTheDocument();
    await tick();
    expect(polls(calls)).toHaveLength(3);
  });
});

describe('auto-print', () => {
  it('is off by default; switching it on stores it and asks for notification permission once undecided', async () => {
    const { api } = dashboardApi(aTamirciDashboard());
    renderApp('/admin', api);
    const toggle = await screen.findByRole('checkbox', { name: 'Otomatik Yazdırma' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(localStorage.getItem('autoPrintEnabled')).toBe('true');
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    await userEvent.click(toggle);
    expect(localStorage.getItem('autoPrintEnabled')).toBe('false');
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
  });

  it('does not ask again once the permission is decided', async () => {
    FakeNotification.permission = 'denied';
    const { api } = dashboardApi(aTamirciDashboard());
    renderApp('/admin', api);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Otomatik Yazdırma' }));
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
  });

  it('opens a new tab with autoPrint=true only when the newest form changes between polls', async () => {
    jest.useFakeTimers();
    localStorage.setItem('autoPrintEnabled', 'true');
    FakeNotification.permission = 'granted';
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const first = aFormSummary({ id: 41 });
    const second = aFormSummary({ id: 42, formNumber: 'TF-2025-000042', vehiclePlateNumber: '06XY1234', createdAt: '2025-03-05T11:00:00.000Z' });
    const { api } = dashboardApi(
      aTamirciDashboard({ recentRepairForms: [first] }),
      aTamirciDashboard({ recentRepairForms: [first] }),
      aTamirciDashboard({ recentRepairForms: [second, first] }),
      aTamirciDashboard({ recentRepairForms: [second, first] }),
    );
    renderApp('/admin', api);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('checkbox', { name: 'Otomatik Yazdırma' })).toBeChecked();
    expect(open).not.toHaveBeenCalled();
    await tick();
    expect(open).not.toHaveBeenCalled();
    await tick();
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('/admin/forms/42?autoPrint=true', '_blank');
    expect(FakeNotification.shown).toEqual([{ title: 'Yeni tamir formu', body: 'TF-2025-000042 · 06 XY 1234' }]);
    await tick();
    await tick();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('does nothing while off, and shows no notification without permission', async () => {
    jest.useFakeTimers();
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const first = aFormSummary({ id: 41 });
    const second = aFormSummary({ id: 42, createdAt: '2025-03-05T11:00:00.000Z' });
    const third = aFormSummary({ id: 43, createdAt: '2025-03-05T12:00:00.000Z' });
    const { api } = dashboardApi(
      aTamirciDashboard({ recentRepairForms: [first] }),
      aTamirciDashboard({ recentRepairForms: [second, first] }),
      aTamirciDashboard({ recentRepairForms: [third, second, first] }),
    );
    renderApp('/admin', api);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    await tick();
    expect(open).not.toHaveBeenCalled();

    FakeNotification.permission = 'denied';
    await act(async () => {
      screen.getByRole('checkbox', { name: 'Otomatik Yazdırma' }).click();
    });
    await tick();
    expect(open).toHaveBeenCalledWith('/admin/forms/43?autoPrint=true', '_blank');
    expect(FakeNotification.shown).toEqual([]);
  });

  it('does not reprint an older form when the newest one is deleted', async () => {
    jest.useFakeTimers();
    localStorage.setItem('autoPrintEnabled', 'true');
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const first = aFormSummary({ id: 41 });
    const second = aFormSummary({ id: 42, createdAt: '2025-03-05T11:00:00.000Z' });
    const { api } = dashboardApi(aTamirciDashboard({ recentRepairForms: [second, first] }), aTamirciDashboard({ recentRepairForms: [first] }));
    renderApp('/admin', api);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    await tick();
    expect(open).not.toHaveBeenCalled();
  });
});
