import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@tamir/shared-api';
import { toast } from '@tamir/shared-ui';
import { fakeApi, type FakeCall, type FakeReply, type FakeRoute } from '@tamir/shared-api/testing';
import { renderApp, toastMessages } from '../../test/render-app';
import { signInAs } from '@tamir/shared-api/testing';
import { aFormPage, aFormSummary } from '../../test/summary-fixtures';

const SHOPS = [
  { id: 3, name: 'Yıldız Oto Servis', isActive: true },
  { id: 4, name: 'Anadolu Tamir Merkezi', isActive: true },
];

beforeEach(() => {
  toast.clear();
  signInAs('Tamirci');
});
afterEach(() => {
  authStore.getState().signOut();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const listCalls = (calls: FakeCall[]) => calls.filter((c) => c.method === 'GET' && c.url === '/repairform');
const lastListParams = (calls: FakeCall[]) => listCalls(calls).at(-1)?.params;

function openList(path = '/admin/forms', routes: Record<string, FakeReply | FakeRoute> = {}) {
  const fake = fakeApi({
    'GET /repairform': { status: 200, data: aFormPage([aFormSummary()]) },
    'GET /repairshop': { status: 200, data: SHOPS },
    ...routes,
  });
  const view = renderApp(path, fake.api);
  return { ...fake, ...view };
}

const rowOf = async (formNumber: string) => (await screen.findByText(formNumber)).closest('tr') as HTMLElement;

describe('/admin/forms', () => {
  it('lists the forms of page 1 without a shop selector for a Tamirci', async () => {
    const { calls } = openList();
    const row = await rowOf('TF-2025-000041');
    expect(within(row).getByText('34 ABC 123')).toBeInTheDocument();
    expect(within(row).getByText('Ali Veli')).toBeInTheDocument();
    expect(within(row).getByText('Yılmaz Lojistik')).toBeInTheDocument();
    expect(screen.queryByLabelText('Tamirhane')).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Tamirhane' })).not.toBeInTheDocument();
    expect(lastListParams(calls)).toEqual({ page: 1, pageSize: 20 });
    expect(calls.some((c) => c.url === '/repairshop')).toBe(false);
    expect(screen.getByText('Toplam 1 form')).toBeInTheDocument();
  });

  it('gives an admin the repair-shop selector and filters by shop', async () => {
    authStore.getState().signOut();
    signInAs('Admin');
    const { calls, location } = openList();
    const select = await screen.findByLabelText('Tamirhane');
    await screen.findByRole('option', { name: 'Anadolu Tamir Merkezi' });
    expect(screen.getByRole('columnheader', { name: 'Tamirhane' })).toBeInTheDocument();
    await userEvent.selectOptions(select, '4');
    await waitFor(() => expect(lastListParams(calls)).toEqual({ repairShopId: 4, page: 1, pageSize: 20 }));
    expect(location().search).toBe('?repairShopId=4');
  });

  it('tells an admin when the shops cannot be loaded', async () => {
    authStore.getState().signOut();
    signInAs('Admin');
    openList('/admin/forms', { 'GET /repairshop': { status: 500, data: {} } });
    await waitFor(() => expect(toastMessages('error')).toContain('Tamirhaneler yüklenirken hata oluştu'));
  });

  it('takes date=today and user=me from the URL as chips that can be cleared', async () => {
    const { calls, location } = openList('/admin/forms?date=today&user=me');
    const chips = await screen.findByRole('group', { name: 'Etkin filtreler' });
    expect(within(chips).getByText('Bugün oluşturulanlar')).toBeInTheDocument();
    expect(within(chips).getByText('Benim formlarım')).toBeInTheDocument();
    await waitFor(() => expect(lastListParams(calls)).toEqual({ date: 'today', user: 'me', page: 1, pageSize: 20 }));

    await userEvent.click(screen.getByRole('button', { name: 'Filtreyi kaldır: Bugün oluşturulanlar' }));
    await waitFor(() => expect(lastListParams(calls)).toEqual({ user: 'me', page: 1, pageSize: 20 }));
    expect(location().search).toBe('?user=me');
    await userEvent.click(screen.getByRole('button', { name: 'Filtreyi kaldır: Benim formlarım' }));
    await waitFor(() => expect(lastListParams(calls)).toEqual({ page: 1, pageSize: 20 }));
    expect(screen.queryByRole('group', { name: 'Etkin filtreler' })).not.toBeInTheDocument();
  });

  it('filters by status on the server (one, or all open work at once) and shows each row’s status', async () => {
    const { calls, location } = openList('/admin/forms?status=İşlemde', {
      'GET /repairform': { status: 200, data: aFormPage([aFormSummary({ status: 'İşlemde' })]) },
    });
    const row = await rowOf('TF-2025-000041');
    expect(within(row).getByText('İşlemde')).toHaveClass('tf-badge--info');
    await waitFor(() => expect(lastListParams(calls)).toEqual({ status: 'İşlemde', page: 1, pageSize: 20 }));
    expect(screen.getByLabelText('Durum')).toHaveValue('İşlemde');

    await userEvent.selectOptions(screen.getByLabelText('Durum'), 'open');
    const open = 'Beklemede,Onay Bekliyor,Onaylandı,Reddedildi,İşlemde,Tamamlandı';
    await waitFor(() => expect(lastListParams(calls)).toEqual({ status: open, page: 1, pageSize: 20 }));
    expect(new URLSearchParams(location().search).get('status')).toBe(open);

    await userEvent.click(screen.getByRole('button', { name: 'Filtreleri Temizle' }));
    await waitFor(() => expect(lastListParams(calls)).toEqual({ page: 1, pageSize: 20 }));
  });

  it('searches on the server after a pause in typing and filters by inclusive dates', async () => {
    const { calls } = openList();
    await rowOf('TF-2025-000041');
    await userEvent.type(screen.getByLabelText('Ara'), '34abc');
    await waitFor(() => expect(lastListParams(calls)).toEqual({ search: '34abc', page: 1, pageSize: 20 }));
    expect(listCalls(calls)).toHaveLength(2);

    await userEvent.type(screen.getByLabelText('Başlangıç Tarihi'), '2025-03-01');
    await userEvent.type(screen.getByLabelText('Bitiş Tarihi'), '2025-03-05');
    await waitFor(() => expect(lastListParams(calls)).toEqual({ search: '34abc', startDate: '2025-03-01', endDate: '2025-03-05', page: 1, pageSize: 20 }));
  });

  it('does not ask the server for a start date after the end date', async () => {
    const { calls } = openList('/admin/forms?startDate=2025-03-09&endDate=2025-03-01');
    expect(await screen.findByText('Başlangıç tarihi bitiş tarihinden sonra olamaz')).toBeInTheDocument();
    expect(listCalls(calls)).toHaveLength(0);
  });

  it('pages through the results and keeps the filters', async () => {
    const page = (n: number) => aFormPage([aFormSummary({ id: n, formNumber: `TF-2025-00000${n}` })], { page: n, totalCount: 45, totalPages: 3 });
    const { calls } = openList('/admin/forms?search=fren', {
      'GET /repairform': (call) => ({ status: 200, data: page(Number(call.params?.page ?? 1)) }),
    });
    await rowOf('TF-2025-000001');
    expect(screen.getByText('Toplam 45 form')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sonraki' }));
    await rowOf('TF-2025-000002');
    expect(lastListParams(calls)).toEqual({ search: 'fren', page: 2, pageSize: 20 });
    expect(screen.getByText('Sayfa 2 / 3')).toBeInTheDocument();
  });

  it('shows a capped count as 10.000+', async () => {
    openList('/admin/forms?search=fren', {
      'GET /repairform': { status: 200, data: { ...aFormPage([aFormSummary({ id: 1 })], { totalCount: 10000, totalPages: 500 }), totalCountCapped: true } },
    });
    expect(await screen.findByText('Toplam 10.000+ form')).toBeInTheDocument();
  });

  it('says when there are no forms at all, and when none match', async () => {
    const empty = { 'GET /repairform': { status: 200, data: aFormPage([]) } };
    const first = openList('/admin/forms', empty);
    expect(await screen.findByText('Henüz tamir formu bulunmuyor')).toBeInTheDocument();
    first.unmount();
    openList('/admin/forms?search=yok', empty);
    expect(await screen.findByText('Arama kriterlerine uygun form bulunamadı')).toBeInTheDocument();
  });

  it('reports a failed load with a retry', async () => {
    const replies: FakeReply[] = [{ status: 500, data: {} }];
    const { calls } = openList('/admin/forms', {
      'GET /repairform': () => replies.shift() ?? { status: 200, data: aFormPage([aFormSummary()]) },
    });
    expect(await screen.findByText('Formlar yüklenirken hata oluştu')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    await rowOf('TF-2025-000041');
    expect(listCalls(calls)).toHaveLength(2);
  });
});

describe('row actions', () => {
  it('opens the detail with Görüntüle', async () => {
    const { location } = openList();
    const row = await rowOf('TF-2025-000041');
    // One synchronous click: userEvent's pointer sequence awaits between its events, and a render
    // in between (the settings and shops arriving) can leave its pointerdown and pointerup on two
    // different elements, which makes no click at all.
    fireEvent.click(within(row).getByRole('link', { name: 'Görüntüle' }));
    expect(location().pathname).toBe('/admin/forms/41');
  });

  it('copies the absolute public link and says Kopyalandı! for 2 seconds', async () => {
    jest.useFakeTimers();
    // installs user-event's clipboard stub on navigator.clipboard
    userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    openList();
    const row = await rowOf('TF-2025-000041');
    await act(async () => {
      fireEvent.click(within(row).getByRole('button', { name: 'Linki Kopyala' }));
    });
    await expect(navigator.clipboard.readText()).resolves.toBe('http://localhost/forms/view/abc123token');
    expect(within(row).getByRole('status')).toHaveTextContent('Kopyalandı!');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1_900);
    });
    expect(within(row).getByRole('status')).toHaveTextContent('Kopyalandı!');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    expect(within(row).getByRole('status')).toHaveTextContent('');
  });

  it('opens the public page in a new tab', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    openList();
    const row = await rowOf('TF-2025-000041');
    await userEvent.click(within(row).getByRole('button', { name: 'Formu Aç' }));
    expect(open).toHaveBeenCalledWith('/forms/view/abc123token', '_blank', 'noopener,noreferrer');
  });

  it('says Bu form için aktif link bulunamadı for a form without an active link', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const user = userEvent.setup();
    await navigator.clipboard.writeText('önceki');
    openList('/admin/forms', { 'GET /repairform': { status: 200, data: aFormPage([aFormSummary({ activeLinkToken: null })]) } });
    const row = await rowOf('TF-2025-000041');
    await user.click(within(row).getByRole('button', { name: 'Linki Kopyala' }));
    expect(toastMessages('error')).toEqual(['Bu form için aktif link bulunamadı']);
    toast.clear();
    await user.click(within(row).getByRole('button', { name: 'Formu Aç' }));
    expect(toastMessages('error')).toEqual(['Bu form için aktif link bulunamadı']);
    expect(open).not.toHaveBeenCalled();
    await expect(navigator.clipboard.readText()).resolves.toBe('önceki');
  });

  it('deletes only after confirmation and reloads the list', async () => {
    let deleted = false;
    const { calls } = openList('/admin/forms', {
      'GET /repairform': () => ({ status: 200, data: aFormPage(deleted ? [] : [aFormSummary()]) }),
      'DELETE /repairform/41': () => {
        deleted = true;
        return { status: 200, data: { message: 'Form silindi' } };
      },
    });
    const row = await rowOf('TF-2025-000041');
    await userEvent.click(within(row).getByRole('button', { name: 'Sil' }));
    const dialog = screen.getByRole('dialog', { name: 'Formu Sil' });
    expect(dialog).toHaveTextContent('TF-2025-000041 numaralı form silinecek. Bu işlem geri alınamaz.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'İptal' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await userEvent.click(within(row).getByRole('button', { name: 'Sil' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Henüz tamir formu bulunmuyor')).toBeInTheDocument();
    expect(toastMessages('success')).toContain('Form silindi');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog open and says Form silinirken bir hata oluştu when the delete fails', async () => {
    openList('/admin/forms', { 'DELETE /repairform/41': { status: 500, data: {} } });
    const row = await rowOf('TF-2025-000041');
    await userEvent.click(within(row).getByRole('button', { name: 'Sil' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(toastMessages('error')).toContain('Form silinirken bir hata oluştu'));
    expect(screen.getByRole('dialog', { name: 'Formu Sil' })).toBeInTheDocument();
  });
});
