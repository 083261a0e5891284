import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import axe from 'axe-core';
import { ApiProvider, MSG, authStore, createQueryClient, readLoginNotice, type ApiClient } from '@tamir/shared-api';
import { fakeApi, pending, signInAs, type FakeCall, type FakeReply } from '@tamir/shared-api/testing';
import type { Backup } from '@tamir/shared-api/dto';
import { BACKUP_TEXTS, formatDateTime, toast } from '@tamir/shared-ui';
import { toastMessages } from '../../test/render-app';
import { BackupTab } from './backup-tab';

const backups: Backup[] = [
  {
    fileName: '2026-11-23T03-00-00-000Z_pglite_auto.sql.gz',
    createdAt: '2026-11-23T03:00:00.000Z',
    fileSizeBytes: 3 * 1024 ** 3,
    description: 'Otomatik yedek (günlük, 03:00)',
  },
  { fileName: '2026-11-20T10-15-00-000Z_pglite.sql.gz', createdAt: '2026-11-20T10:15:00.000Z', fileSizeBytes: 5 * 1024 * 1024 + 300 * 1024, description: null },
  { fileName: '2026-11-01T08-00-00-000Z_pglite.sql.gz', createdAt: '2026-11-01T08:00:00.000Z', fileSizeBytes: 1536, description: 'Güncelleme öncesi' },
  { fileName: 'eski-kurulum.sql', createdAt: '2026-10-01T08:00:00.000Z', fileSizeBytes: 512, description: null },
];

function renderTab(api: ApiClient) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ApiProvider api={api}>
        <MemoryRouter initialEntries={['/admin/settings']}>
          <BackupTab />
        </MemoryRouter>
      </ApiProvider>
    </QueryClientProvider>,
  );
}

const list = (rows: Backup[] = backups, total = rows.length): FakeReply => ({ status: 200, data: rows, headers: { 'x-total-count': String(total) } });
const posts = (calls: FakeCall[], url: string) => calls.filter((c) => c.method === 'POST' && c.url === url);
const rowOf = (fileName: string) => screen.getByText(fileName).closest('tr') as HTMLElement;

beforeEach(() => {
  toast.clear();
  signInAs('Admin');
});

describe('the backup list', () => {
  it('shows file name, tr-TR date, size in Bytes/KB/MB/GB and description, newest first', async () => {
    const { api, calls } = fakeApi({ 'GET /settings/backups': list() });
    renderTab(api);
    expect(await screen.findByText(backups[0].fileName)).toBeInTheDocument();
    expect(calls[0].params).toEqual({ page: 1, pageSize: 50 });
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(backups.map((b) => b.fileName));
    expect(within(rowOf(backups[0].fileName)).getByText('3 GB')).toBeInTheDocument();
    expect(within(rowOf(backups[1].fileName)).getByText('5,29 MB')).toBeInTheDocument();
    expect(within(rowOf(backups[2].fileName)).getByText('1,5 KB')).toBeInTheDocument();
    expect(within(rowOf(backups[3].fileName)).getByText('512 Bytes')).toBeInTheDocument();
    expect(within(rowOf(backups[2].fileName)).getByText(formatDateTime(backups[2].createdAt))).toBeInTheDocument();
    expect(formatDateTime(backups[2].createdAt)).toMatch(/^01\.11\.2026 \d{2}:\d{2}$/);
    expect(within(rowOf(backups[2].fileName)).getByText('Güncelleme öncesi')).toBeInTheDocument();
    expect(within(rowOf(backups[1].fileName)).getByText('-')).toBeInTheDocument();
  });

  it('pages when the server has more than one page', async () => {
    const { api, calls } = fakeApi({ 'GET /settings/backups': list(backups, 120) });
    renderTab(api);
    expect(await screen.findByText('Toplam 120 yedek')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sonraki' }));
    await waitFor(() => expect(calls.at(-1)?.params).toEqual({ page: 2, pageSize: 50 }));
  });

  it('says when there is none, and when the list cannot be read', async () => {
    const empty = fakeApi({ 'GET /settings/backups': list([]) });
    const { unmount } = renderTab(empty.api);
    expect(await screen.findByText(BACKUP_TEXTS.empty)).toBeInTheDocument();
    unmount();
    const failing = fakeApi({ 'GET /settings/backups': { status: 400, data: { message: 'x' } } });
    renderTab(failing.api);
    expect(await screen.findByText(BACKUP_TEXTS.listLoadFailed)).toBeInTheDocument();
  });

  it('has labelled controls and no axe violations', async () => {
    const { api } = fakeApi({ 'GET /settings/backups': list() });
    const { container } = renderTab(api);
    await screen.findByText(backups[0].fileName);
    expect(screen.getByLabelText(/Açıklama \(isteğe bağlı\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: BACKUP_TEXTS.restoreLabel(backups[1].fileName) })).toBeInTheDocument();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

describe('creating a backup', () => {
  it('asks first, then sends the description, announces the file and reads the list again', async () => {
    const made: Backup = {
      fileName: '2026-11-24T09-00-00-000Z_pglite.sql.gz',
      createdAt: '2026-11-24T09:00:00.000Z',
      fileSizeBytes: 2048,
      description: 'Bakım öncesi',
    };
    const { api, calls } = fakeApi({ 'GET /settings/backups': list(), 'POST /settings/backup': { status: 201, data: made } });
    renderTab(api);
    await screen.findByText(backups[0].fileName);
    await userEvent.type(screen.getByLabelText(/Açıklama/), '  Bakım öncesi ');
    await userEvent.click(screen.getByRole('button', { name: BACKUP_TEXTS.create }));

    const dialog = await screen.findByRole('dialog', { name: BACKUP_TEXTS.createConfirmTitle });
    expect(within(dialog).getByText('Açıklama: Bakım öncesi')).toBeInTheDocument();
    expect(posts(calls, '/settings/backup')).toHaveLength(0);
    const listReads = calls.filter((c) => c.url === '/settings/backups').length;

    await userEvent.click(within(dialog).getByRole('button', { name: BACKUP_TEXTS.create }));
    await waitFor(() => expect(toastMessages('success')).toEqual([BACKUP_TEXTS.created(made.fileName)]));
    expect(posts(calls, '/settings/backup').map((c) => c.body)).toEqual([{ description: 'Bakım öncesi' }]);
    await waitFor(() => expect(calls.filter((c) => c.url === '/settings/backups').length).toBeGreaterThan(listReads));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Açıklama/)).toHaveValue('');
  });

  it('sends no description when none is typed, and nothing when the confirmation is cancelled', async () => {
    const { api, calls } = fakeApi({ 'GET /settings/backups': list(), 'POST /settings/backup': { status: 201, data: backups[1] } });
    renderTab(api);
    await screen.findByText(backups[0].fileName);
    await userEvent.click(screen.getByRole('button', { name: BACKUP_TEXTS.create }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: BACKUP_TEXTS.cancel }));
    expect(posts(calls, '/settings/backup')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: BACKUP_TEXTS.create }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: BACKUP_TEXTS.create }));
    await waitFor(() => expect(posts(calls, '/settings/backup').map((c) => c.body)).toEqual([{}]));
  });

  it('checks the description with the shared rule before asking', async () => {
    const { api, calls } = fakeApi({ 'GET /settings/backups': list() });
    renderTab(api);
    await screen.findByText(backups[0].fileName);
    const field = screen.getByLabelText(/Açıklama/);
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(501));
    await userEvent.click(screen.getByRole('button', { name: BACKUP_TEXTS.create }));
    expect(await screen.findByText(MSG.backupDescriptionMax(500))).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts(calls, '/settings/backup')).toHaveLength(0);
  });

  it("shows 'Yedek oluşturulamadı' when it fails, with the server's reason when there is one", async () => {
    const { api } = fakeApi({ 'GET /settings/backups': list(), 'POST /settings/backup': { status: 500, data: { message: 'iç hata' } } });
    renderTab(api);
    await screen.findByText(backups[0].fileName);
    await userEvent.click(screen.getByRole('button', { name: BACKUP_TEXTS.create }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: BACKUP_TEXTS.create }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Yedek oluşturulamadı$/);
    expect(toastMessages('error')).toContain('Yedek oluşturulamadı');
  });
});

describe('creating a backup: server field errors', () => {
  it('puts a refused description under its field (keys compared lower-cased)', async () => {
    const { api } = fakeApi({
      'GET /settings/backups': list(),
      'POST /settings/backup': { status: 400, data: { message: MSG.validationFailed, errors: { Description: ['Açıklama geçersiz'] } } },
    });
    renderTab(api);
    await screen.findByText(backups[0].fileName);
    await userEvent.type(screen.getByLabelText(/Açıklama/), 'deneme');
    await userEvent.click(screen.getByRole('button', { name: BACKUP_TEXTS.create }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: BACKUP_TEXTS.create }));
    expect(await screen.findByText('Açıklama geçersiz')).toBeInTheDocument();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('Yedek oluşturulamadı');
  });
});

describe('restoring a backup', () => {
  it('warns that it overwrites the current data, restores the chosen file, signs out and leaves the server message for the login page', async () => {
    const message = MSG.backupRestored;
    const { api, calls } = fakeApi({ 'GET /settings/backups': list(), 'POST /settings/restore': { status: 200, data: { message } } });
    renderTab(api);
    await screen.findByText(backups[0].fileName);
    await userEvent.click(screen.getByRole('button', { name: BACKUP_TEXTS.restoreLabel(backups[2].fileName) }));

    const dialog = await screen.findByRole('dialog', { name: BACKUP_TEXTS.restoreConfirmTitle });
    expect(dialog).toHaveTextContent('Bu işlem mevcut tüm verilerin üzerine yazar');
    expect(dialog).toHaveTextContent('geri alınamaz');
    expect(dialog).toHaveTextContent('tüm kullanıcıların oturumu kapanır');
    expect(dialog).toHaveTextContent(BACKUP_TEXTS.restoreChosen(backups[2].fileName, formatDateTime(backups[2].createdAt)));
    expect(posts(calls, '/settings/restore')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: BACKUP_TEXTS.restore }));
    await waitFor(() => expect(authStore.getState().token).toBeNull());
    expect(posts(calls, '/settings/restore').map((c) => c.body)).toEqual([{ fileName: backups[2].fileName }]);
    expect(authStore.getState().user).toBeNull();
    expect(readLoginNotice()).toBe(message);
    // said on the login page, not in a toast over a screen that is going away
    expect(toastMessages('success')).toEqual([]);
  });

  it('restores nothing when the confirmation is cancelled', async () => {
    const { api, calls } = fakeApi({ 'GET /settings/backups': list() });
    renderTab(api);
    await screen.findByText(backups[0].fileName);
    await userEvent.click(screen.getByRole('button', { name: BACKUP_TEXTS.restoreLabel(backups[0].fileName) }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: BACKUP_TEXTS.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts(calls, '/settings/restore')).toHaveLength(0);
    expect(authStore.getState().token).toBe('test-token');
  });

  it("shows 'Yedek geri yüklenemedi' (with the server's reason when given) and keeps the user signed in", async () => {
    const { api } = fakeApi({
      'GET /settings/backups': list(),
      'POST /settings/restore': (call) =>
        (call.body as { fileName: string }).fileName === backups[0].fileName
          ? { status: 400, data: { message: MSG.backupKeyMismatch } }
          : { status: 500, data: { message: 'iç hata' } },
    });
    renderTab(api);
    await screen.findByText(backups[0].fileName);
    await userEvent.click(screen.getByRole('button', { name: BACKUP_TEXTS.restoreLabel(backups[0].fileName) }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: BACKUP_TEXTS.restore }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.backupKeyMismatch);
    expect(MSG.backupKeyMismatch.startsWith('Yedek geri yüklenemedi')).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: BACKUP_TEXTS.restoreLabel(backups[1].fileName) }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: BACKUP_TEXTS.restore }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Yedek geri yüklenemedi$/));
    expect(toastMessages('error')).toContain('Yedek geri yüklenemedi');
    expect(authStore.getState().token).toBe('test-token');
  });

  it('keeps the dialog busy while the restore runs', async () => {
    const { api } = fakeApi({ 'GET /settings/backups': list(), 'POST /settings/restore': pending });
    renderTab(api);
    await screen.findByText(backups[0].fileName);
    await userEvent.click(screen.getByRole('button', { name: BACKUP_TEXTS.restoreLabel(backups[0].fileName) }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: BACKUP_TEXTS.restore }));
    expect(await within(dialog).findByText(BACKUP_TEXTS.restoring)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: BACKUP_TEXTS.cancel })).toBeDisabled();
  });
});
