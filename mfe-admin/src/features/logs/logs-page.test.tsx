import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { MSG, authStore } from '@tamir/shared-api';
import { captureDownloads, fakeApi, pending, signInAs, type FakeCall, type FakeReply } from '@tamir/shared-api/testing';
import type { LogEntry } from '@tamir/shared-api/dto';
import { toast } from '@tamir/shared-ui';
import { renderApp, toastMessages } from '../../test/render-app';
import { LOG_TEXTS as T, formatLogDate, withLocalOffset } from './log-texts';

const entry: LogEntry = {
  id: 5,
  createdAt: '2026-11-23T11:30:05.000Z',
  logLevel: 'Error',
  username: 'ali.usta',
  action: 'Delete',
  entityType: 'Vehicle',
  entityId: '42',
  description: null,
  errorMessage: 'Veritabanı bağlantısı koptu',
  stackTrace: 'Error: Veritabanı bağlantısı koptu\n    at query (db.ts:1:1)',
  ipAddress: '10.0.0.7',
  durationMs: 1234,
  httpMethod: 'DELETE',
  requestPath: '/api/vehicles/42',
  statusCode: 500,
};
const info: LogEntry = {
  ...entry,
  id: 6,
  logLevel: 'Information',
  username: null,
  action: 'Login',
  entityType: 'Authentication',
  entityId: null,
  description: 'POST /api/auth/login → 200',
  errorMessage: null,
  stackTrace: null,
  ipAddress: null,
  durationMs: null,
  httpMethod: 'POST',
  requestPath: '/api/auth/login',
  statusCode: 200,
};
const bare: LogEntry = { ...info, id: 7, description: null, errorMessage: null };

const result = (data: LogEntry[], totalCount = data.length, pageSize = 50): FakeReply => ({
  status: 200,
  data: { data, totalCount, totalPages: Math.ceil(totalCount / pageSize) },
});
const searches = (calls: FakeCall[]) => calls.filter((c) => c.method === 'POST' && c.url === '/logs/search');

let clicked: HTMLAnchorElement[] = [];
beforeEach(() => {
  toast.clear();
  clicked = captureDownloads();
});
afterEach(() => {
  jest.restoreAllMocks();
  authStore.getState().signOut();
});

describe('access', () => {
  it('sends a Tamirci to the dashboard (/admin) without a single call', async () => {
    signInAs('Tamirci');
    const { api, calls } = fakeApi({ 'POST /logs/search': result([entry]) });
    const { location } = renderApp('/admin/logs', api);
    await waitFor(() => expect(location().pathname).toBe('/admin'));
    expect(screen.queryByText(T.title)).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

describe('the log list', () => {
  it('shows the rows: tr-TR date with time, level badge, user, action with icon, entity #id, description or error or -, IP, duration', async () => {
    signInAs('Admin');
    const { api, calls } = fakeApi({ 'POST /logs/search': result([entry, info, bare]) });
    renderApp('/admin/logs', api);
    expect(screen.getByRole('heading', { name: T.title })).toBeInTheDocument();
    expect(await screen.findByText('ali.usta')).toBeInTheDocument();
    expect(searches(calls)[0].body).toEqual({ pageNumber: 1 });
    const [, first, second, third] = screen.getAllByRole('row');
    const cells = within(first)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 8)).toEqual([
      formatLogDate(entry.createdAt),
      'Hata',
      'ali.usta',
      '🗑️Silme',
      'Araç #42',
      'Veritabanı bağlantısı koptu',
      '10.0.0.7',
      '1.234 ms',
    ]);
    expect(formatLogDate(entry.createdAt)).toMatch(/^23\.11\.2026 \d{2}:30:05$/);
    // At a desk the description is cut to one line: its whole text stays in the title.
    expect(within(first).getByText('Veritabanı bağlantısı koptu')).toHaveAttribute('title', 'Veritabanı bağlantısı koptu');
    expect(within(first).getByText('10.0.0.7')).toHaveClass('adm-nowrap');
    expect(within(first).getByText('Hata')).toHaveClass('adm-log-level--error');
    expect(within(second).getByText('Bilgi')).toHaveClass('adm-log-level--information');
    expect(
      within(second)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(2, 8),
    ).toEqual(['-', '🔑Giriş', 'Kimlik Doğrulama', 'POST /api/auth/login → 200', '-', '-']);
    expect(within(third).getAllByRole('cell')[5]).toHaveTextContent(/^-$/);
    expect(screen.queryByRole('navigation', { name: 'Sayfalama' })).not.toBeInTheDocument();
  });

  it("says 'Yükleniyor...' while loading, 'Log bulunamadı' when empty, the spec's text when the list fails", async () => {
    signInAs('Admin');
    const slow = fakeApi({ 'POST /logs/search': pending });
    const { unmount } = renderApp('/admin/logs', slow.api);
    expect(await screen.findByText('Yükleniyor...')).toBeInTheDocument();
    unmount();
    const empty = fakeApi({ 'POST /logs/search': result([]) });
    const second = renderApp('/admin/logs', empty.api);
    expect(await screen.findByText('Log bulunamadı')).toBeInTheDocument();
    second.unmount();
    const failing = fakeApi({ 'POST /logs/search': { status: 500, data: { message: MSG.serverError } } });
    renderApp('/admin/logs', failing.api);
    expect(await screen.findByText('Loglar alınırken hata oluştu')).toBeInTheDocument();
  });

  it("pages only with more than one page: 'Toplam n kayıt', Önceki, Sonraki, 'Sayfa x / y'", async () => {
    signInAs('Admin');
    const { api, calls } = fakeApi({
      'POST /logs/search': (call) => result([{ ...entry, id: 100 + Number((call.body as { pageNumber: number }).pageNumber) }], 1234),
    });
    renderApp('/admin/logs', api);
    const pager = await screen.findByRole('navigation', { name: 'Sayfalama' });
    expect(pager).toHaveTextContent('Toplam 1.234 kayıt');
    expect(pager).toHaveTextContent('Sayfa 1 / 25');
    expect(within(pager).getByRole('button', { name: 'Önceki' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Sonraki' }));
    await waitFor(() => expect(searches(calls).at(-1)?.body).toEqual({ pageNumber: 2 }));
    expect(await screen.findByText('Sayfa 2 / 25')).toBeInTheDocument();
  });

  it("says 'Toplam 10.000+ kayıt' when a text search has more matches than the server counts", async () => {
    signInAs('Admin');
    const { api } = fakeApi({ 'POST /logs/search': { status: 200, data: { data: [entry], totalCount: 10000, totalPages: 200, totalCountCapped: true } } });
    renderApp('/admin/logs', api);
    const pager = await screen.findByRole('navigation', { name: 'Sayfalama' });
    expect(pager).toHaveTextContent('Toplam 10.000+ kayıt');
    expect(pager).toHaveTextContent('Sayfa 1 / 200');
  });

  it('sends all nine filters on Filtrele and none after Temizle', async () => {
    signInAs('Admin');
    const { api, calls } = fakeApi({ 'POST /logs/search': result([entry]) });
    renderApp('/admin/logs', api);
    await screen.findByText('ali.usta');
    expect(screen.queryByLabelText(T.logLevel)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: T.filters }));
    expect(screen.getByRole('button', { name: T.filters })).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('form', { name: T.filterPanel });
    await userEvent.selectOptions(within(panel).getByLabelText(T.logLevel), 'Error');
    await userEvent.selectOptions(within(panel).getByLabelText(T.action), 'Delete');
    await userEvent.selectOptions(within(panel).getByLabelText(T.entityType), 'Vehicle');
    await userEvent.type(within(panel).getByLabelText(T.username), 'ali');
    await userEvent.type(within(panel).getByLabelText(T.ipAddress), '10.0.');
    await userEvent.type(within(panel).getByLabelText(new RegExp(T.searchText)), 'koptu');
    await userEvent.type(within(panel).getByLabelText(T.startDate), '2026-11-01T08:00');
    await userEvent.type(within(panel).getByLabelText(T.endDate), '2026-11-23T18:30');
    await userEvent.click(within(panel).getByLabelText(T.errorsOnly));
    expect(searches(calls)).toHaveLength(1);
    await userEvent.click(within(panel).getByRole('button', { name: T.apply }));
    await waitFor(() =>
      expect(searches(calls).at(-1)?.body).toEqual({
        logLevel: 'Error',
        action: 'Delete',
        entityType: 'Vehicle',
        username: 'ali',
        ipAddress: '10.0.',
        searchText: 'koptu',
        startDate: withLocalOffset('2026-11-01T08:00'),
        endDate: withLocalOffset('2026-11-23T18:30'),
        hasError: true,
        pageNumber: 1,
      }),
    );
    expect(withLocalOffset('2026-11-01T08:00')).toMatch(/^2026-11-01T08:00[+-]\d{2}:\d{2}$/);
    await userEvent.click(within(panel).getByRole('button', { name: T.clear }));
    await waitFor(() => expect(searches(calls).at(-1)?.body).toEqual({ pageNumber: 1 }));
    expect(within(panel).getByLabelText(T.username)).toHaveValue('');
    expect(within(panel).getByLabelText(T.errorsOnly)).not.toBeChecked();
  });

  it('shows the four statistic cards only when asked, over the applied dates', async () => {
    signInAs('Admin');
    const { api, calls } = fakeApi({
      'POST /logs/search': result([entry]),
      'GET /logs/statistics': { status: 200, data: { totalLogs: 1234567, todayLogs: 321, errorCount: 12, averageResponseTime: 45.6 } },
    });
    renderApp('/admin/logs', api);
    await screen.findByText('ali.usta');
    expect(calls.some((c) => c.url === '/logs/statistics')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: T.statistics }));
    const cards = await screen.findByRole('region', { name: T.statistics });
    await waitFor(() => expect(within(cards).getByText(T.totalLogs).closest('.tf-stat')).toHaveTextContent('1.234.567'));
    expect(within(cards).getByText(T.todayLogs).closest('.tf-stat')).toHaveTextContent('321');
    expect(within(cards).getByText(T.errorCount).closest('.tf-stat')).toHaveTextContent('12');
    expect(within(cards).getByText(T.averageResponseTime).closest('.tf-stat')).toHaveTextContent('46 ms');
    expect(calls.find((c) => c.url === '/logs/statistics')?.params).toEqual({});
    await userEvent.click(screen.getByRole('button', { name: T.statistics }));
    expect(screen.queryByRole('region', { name: T.statistics })).not.toBeInTheDocument();
  });
});

describe('the detail dialog', () => {
  it('reads GET /logs/{id} and shows every field; Kapat closes it', async () => {
    signInAs('Admin');
    const { api, calls } = fakeApi({ 'POST /logs/search': result([entry]), 'GET /logs/5': { status: 200, data: entry } });
    renderApp('/admin/logs', api);
    await userEvent.click(await screen.findByRole('button', { name: `${T.details} #5` }));
    const dialog = await screen.findByRole('dialog', { name: T.detailTitle });
    await within(dialog).findByText('/api/vehicles/42');
    expect(calls.some((c) => c.method === 'GET' && c.url === '/logs/5')).toBe(true);
    const value = (label: string) => within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value(T.dId)).toBe('5');
    expect(value(T.dDate)).toBe(formatLogDate(entry.createdAt));
    expect(value(T.dUser)).toBe('ali.usta');
    expect(value(T.dAction)).toBe('🗑️Silme');
    expect(value(T.dEntity)).toBe('Araç #42');
    expect(value(T.dLevel)).toBe('Hata');
    expect(value(T.dIp)).toBe('10.0.0.7');
    expect(value(T.dMethod)).toBe('DELETE');
    expect(value(T.dPath)).toBe('/api/vehicles/42');
    expect(value(T.dStatus)).toBe('500');
    expect(value(T.dDescription)).toBe('-');
    expect(value(T.dError)).toBe('Veritabanı bağlantısı koptu');
    expect(value(T.dStack)).toBe(entry.stackTrace);
    await userEvent.click(within(dialog).getByRole('button', { name: T.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says 'Log detayı alınırken hata oluştu' when the entry cannot be read", async () => {
    signInAs('Admin');
    const { api } = fakeApi({ 'POST /logs/search': result([entry]), 'GET /logs/5': { status: 404, data: { message: MSG.logNotFound } } });
    renderApp('/admin/logs', api);
    await userEvent.click(await screen.findByRole('button', { name: `${T.details} #5` }));
    const dialog = await screen.findByRole('dialog', { name: T.detailTitle });
    expect(await within(dialog).findByText('Log detayı alınırken hata oluştu')).toBeInTheDocument();
  });
});

describe('export', () => {
  it('needs both dates, defaults to Excel, downloads under the server’s name and says so', async () => {
    signInAs('Admin');
    const { api, calls } = fakeApi({
      'POST /logs/search': result([entry]),
      'POST /logs/export': {
        status: 200,
        data: 'Id;Tarih\r\n5;2026-11-23 14:30:05\r\n',
        headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="logs_2026-11-01_2026-11-23.csv"' },
      },
    });
    renderApp('/admin/logs', api);
    await screen.findByText('ali.usta');
    await userEvent.click(screen.getByRole('button', { name: T.export }));
    const dialog = await screen.findByRole('dialog', { name: T.exportTitle });
    expect(within(dialog).getByLabelText(T.format)).toHaveValue('Excel');
    expect(
      within(within(dialog).getByLabelText(T.format))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Excel', 'CSV', 'JSON']);
    await userEvent.click(within(dialog).getByRole('button', { name: T.export }));
    expect(await within(dialog).findByText(MSG.logStartDateRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(MSG.logEndDateRequired)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(new RegExp(T.startDate)), '2026-11-01');
    await userEvent.click(within(dialog).getByRole('button', { name: T.export }));
    expect(await within(dialog).findByText(MSG.logEndDateRequired)).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/logs/export')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText(new RegExp(T.endDate)), '2026-11-23');
    await userEvent.selectOptions(within(dialog).getByLabelText(T.format), 'CSV');
    await userEvent.click(within(dialog).getByRole('button', { name: T.export }));
    await waitFor(() => expect(toastMessages('success')).toContain('Loglar başarıyla dışa aktarıldı'));
    expect(calls.find((c) => c.url === '/logs/export')?.body).toEqual({ startDate: '2026-11-01', endDate: '2026-11-23', format: 'CSV' });
    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toBe('logs_2026-11-01_2026-11-23.csv');
    expect(URL.createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('takes the applied level along, shows the server’s field errors and the spec’s failure text', async () => {
    signInAs('Admin');
    const { api, calls } = fakeApi({
      'POST /logs/search': result([entry]),
      'POST /logs/export': { status: 400, data: { message: MSG.validationFailed, errors: { endDate: [MSG.dateRangeInvalid] } } },
    });
    renderApp('/admin/logs', api);
    await screen.findByText('ali.usta');
    await userEvent.click(screen.getByRole('button', { name: T.filters }));
    await userEvent.selectOptions(screen.getByLabelText(T.logLevel), 'Warning');
    await userEvent.click(screen.getByRole('button', { name: T.apply }));
    await userEvent.click(screen.getByRole('button', { name: T.export }));
    const dialog = await screen.findByRole('dialog', { name: T.exportTitle });
    expect(within(dialog).getByText(T.exportHint)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(new RegExp(T.startDate)), '2026-11-23');
    await userEvent.type(within(dialog).getByLabelText(new RegExp(T.endDate)), '2026-11-01');
    await userEvent.click(within(dialog).getByRole('button', { name: T.export }));
    await waitFor(() => expect(toastMessages('error')).toContain('Logları dışa aktarırken hata oluştu'));
    expect(within(dialog).getByText(MSG.dateRangeInvalid)).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/logs/export')?.body).toEqual({ startDate: '2026-11-23', endDate: '2026-11-01', format: 'Excel', logLevel: 'Warning' });
    expect(clicked).toHaveLength(0);
  });
});

describe('clean', () => {
  it('keeps at least 30 days (90 by default), warns it cannot be undone, asks again, then shows the server’s message', async () => {
    signInAs('Admin');
    const { api, calls } = fakeApi({
      'POST /logs/search': result([entry]),
      'DELETE /logs/clean': { status: 200, data: { message: '1.204 kayıt silindi' } },
    });
    renderApp('/admin/logs', api);
    await screen.findByText('ali.usta');
    await userEvent.click(screen.getByRole('button', { name: T.clean }));
    let dialog = await screen.findByRole('dialog', { name: T.cleanTitle });
    const days = within(dialog).getByLabelText(new RegExp(T.daysToKeep));
    expect(days).toHaveValue(90);
    expect(days).toHaveAttribute('min', '30');
    expect(within(dialog).getByText(/geri alınamaz/)).toBeInTheDocument();
    await userEvent.clear(days);
    await userEvent.type(days, '29');
    await userEvent.click(within(dialog).getByRole('button', { name: T.cleanNext }));
    expect(await within(dialog).findByText('Saklanacak gün sayısı en az 30 olmalıdır')).toBeInTheDocument();
    await userEvent.clear(days);
    await userEvent.type(days, '45');
    await userEvent.click(within(dialog).getByRole('button', { name: T.cleanNext }));
    dialog = await screen.findByRole('dialog', { name: T.cleanConfirmTitle });
    expect(dialog).toHaveTextContent(T.cleanConfirm(45));
    expect(calls.some((c) => c.url === '/logs/clean')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: T.back }));
    dialog = await screen.findByRole('dialog', { name: T.cleanTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: T.cleanNext }));
    dialog = await screen.findByRole('dialog', { name: T.cleanConfirmTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: T.cleanYes }));
    await waitFor(() => expect(toastMessages('success')).toContain('1.204 kayıt silindi'));
    expect(calls.filter((c) => c.url === '/logs/clean').map((c) => [c.method, c.params])).toEqual([['DELETE', { daysToKeep: 45 }]]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(searches(calls).length).toBeGreaterThan(1), { timeout: 2000 });
  });

  it("says 'Logları temizlerken hata oluştu' when the clean fails", async () => {
    signInAs('Admin');
    const { api } = fakeApi({ 'POST /logs/search': result([entry]), 'DELETE /logs/clean': { status: 500, data: { message: MSG.serverError } } });
    renderApp('/admin/logs', api);
    await screen.findByText('ali.usta');
    await userEvent.click(screen.getByRole('button', { name: T.clean }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: T.cleanTitle })).getByRole('button', { name: T.cleanNext }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: T.cleanConfirmTitle })).getByRole('button', { name: T.cleanYes }));
    await waitFor(() => expect(toastMessages('error')).toContain('Logları temizlerken hata oluştu'));
  });
});

describe('accessibility', () => {
  it('has labelled controls and no axe violations with the cards and the filters open', async () => {
    signInAs('Admin');
    const { api } = fakeApi({
      'POST /logs/search': result([entry, info], 120),
      'GET /logs/statistics': { status: 200, data: { totalLogs: 120, todayLogs: 3, errorCount: 1, averageResponseTime: 12 } },
    });
    const { container } = renderApp('/admin/logs', api);
    await screen.findByText('ali.usta');
    await userEvent.click(screen.getByRole('button', { name: T.statistics }));
    await userEvent.click(screen.getByRole('button', { name: T.filters }));
    await screen.findByText('120');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
