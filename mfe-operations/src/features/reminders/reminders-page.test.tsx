import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@tamir/shared-api';
import { toast } from '@tamir/shared-ui';
import { fakeApi, signInAs, type FakeCall, type FakeReply, type FakeRoute } from '@tamir/shared-api/testing';
import { renderApp, toastMessages } from '../../test/render-app';
import { aReminder } from '../../test/reminder-fixtures';

beforeEach(() => {
  toast.clear();
  signInAs('Tamirci');
});
afterEach(() => authStore.getState().signOut());

const listCalls = (calls: FakeCall[]) => calls.filter((c) => c.method === 'GET' && c.url === '/reminders');
const lastParams = (calls: FakeCall[]) => listCalls(calls).at(-1)?.params;

const KM_REMINDER = aReminder();
const DATE_REMINDER = aReminder({
  id: 6,
  plateNumber: '06XYZ789',
  kind: 'Araç Muayenesi',
  description: '',
  dueDate: '2027-01-16',
  dueKilometer: null,
  urgency: 'Yakın',
  dueReason: '12 gün kaldı',
  projectedDate: undefined,
});

function openList(path = '/admin/reminders', routes: Record<string, FakeReply | FakeRoute> = {}) {
  const fake = fakeApi({
    'GET /reminders': { status: 200, data: [KM_REMINDER, DATE_REMINDER], headers: { 'x-total-count': '2' } },
    ...routes,
  });
  return { ...fake, ...renderApp(path, fake.api) };
}

const rowOf = async (plate: string) => (await screen.findByText(plate)).closest('tr') as HTMLElement;

describe("/admin/reminders, 'Bakım Hatırlatmaları' (issue 44)", () => {
  it('shows each reminder with its plate, kind, description, urgency and reason', async () => {
    const { calls } = openList();
    expect(screen.getByRole('heading', { name: 'Bakım Hatırlatmaları' })).toBeInTheDocument();
    const km = await rowOf('34 ABC 123');
    expect(km).toHaveTextContent('Periyodik Bakım');
    expect(km).toHaveTextContent('Yağ ve filtre değişimi');
    expect(km).toHaveTextContent('Yakın');
    expect(km).toHaveTextContent('450 km kaldı, tahmini 03.02.2027');
    const date = await rowOf('06 XYZ 789');
    expect(date).toHaveTextContent('Araç Muayenesi');
    expect(date).toHaveTextContent('12 gün kaldı');
    expect(screen.getByText('Toplam 2 hatırlatma')).toBeInTheDocument();
    expect(lastParams(calls)).toEqual({ page: 1, pageSize: 20 });
  });

  it('asks the server for the urgency in the link, and for the kind chosen; a filter goes back to page 1', async () => {
    const { calls, location } = openList('/admin/reminders?urgency=Gecikti&page=2');
    await waitFor(() => expect(lastParams(calls)).toEqual({ urgency: 'Gecikti', page: 2, pageSize: 20 }));
    expect(screen.getByLabelText('Aciliyet')).toHaveValue('Gecikti');
    await userEvent.selectOptions(screen.getByLabelText('Tür'), 'Kasko');
    await waitFor(() => expect(lastParams(calls)).toEqual({ urgency: 'Gecikti', kind: 'Kasko', page: 1, pageSize: 20 }));
    expect(location().search).toBe('?urgency=Gecikti&kind=Kasko');
    await userEvent.selectOptions(screen.getByLabelText('Aciliyet'), '');
    await waitFor(() => expect(lastParams(calls)).toEqual({ kind: 'Kasko', page: 1, pageSize: 20 }));
  });

  it('ignores an urgency in the link that is none', async () => {
    const { calls } = openList('/admin/reminders?urgency=Bilinmez');
    await rowOf('34 ABC 123');
    expect(lastParams(calls)).toEqual({ page: 1, pageSize: 20 });
  });

  it('says so when nothing matches the filters', async () => {
    openList('/admin/reminders?kind=Kasko', { 'GET /reminders': { status: 200, data: [], headers: { 'x-total-count': '0' } } });
    expect(await screen.findByText('Seçilen filtrelere uyan hatırlatma yok')).toBeInTheDocument();
  });

  it('says so when there is no open reminder at all', async () => {
    openList('/admin/reminders', { 'GET /reminders': { status: 200, data: [], headers: { 'x-total-count': '0' } } });
    expect(await screen.findByText('Açık bakım hatırlatması yok')).toBeInTheDocument();
  });

  it("'Tamamlandı' completes the reminder and reads the list again", async () => {
    const { calls } = openList('/admin/reminders', { 'POST /reminders/5/done': { status: 200, data: { ...KM_REMINDER, cycle: 1 } } });
    const row = await rowOf('34 ABC 123');
    await userEvent.click(within(row).getByRole('button', { name: /^Tamamlandı/ }));
    await waitFor(() => expect(toastMessages('success')).toContain('Hatırlatma tamamlandı'));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/reminders/5/done', body: {} });
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
  });

  it('deletes only after the confirmation, and not when it is given up', async () => {
    const { calls } = openList('/admin/reminders', { 'DELETE /reminders/6': { status: 200, data: { message: 'Hatırlatma silindi' } } });
    const row = await rowOf('06 XYZ 789');
    await userEvent.click(within(row).getByRole('button', { name: /^Sil/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Hatırlatmayı Sil' });
    expect(dialog).toHaveTextContent('06 XYZ 789 · Araç Muayenesi hatırlatması silinecek.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'İptal' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(row).getByRole('button', { name: /^Sil/ }));
    dialog = await screen.findByRole('dialog', { name: 'Hatırlatmayı Sil' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(toastMessages('success')).toContain('Hatırlatma silindi'));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/reminders/6']);
  });

  it("'Düzenle' opens the add dialog filled in from the reminder and sends the whole reminder with PUT", async () => {
    const { calls } = openList('/admin/reminders', {
      'PUT /reminders/5': { status: 200, data: { ...KM_REMINDER, dueKilometer: 131500 } },
    });
    const row = await rowOf('34 ABC 123');
    await userEvent.click(within(row).getByRole('button', { name: 'Düzenle: 34 ABC 123 · Periyodik Bakım' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hatırlatmayı Düzenle' });
    expect(within(dialog).getByLabelText(/^Tür/)).toHaveValue('Periyodik Bakım');
    expect(within(dialog).getByLabelText('Açıklama')).toHaveValue('Yağ ve filtre değişimi');
    expect(within(dialog).getByLabelText('Son Tarih')).toHaveValue('');
    expect(within(dialog).getByLabelText('Hedef Kilometre')).toHaveValue('130.000');
    expect(within(dialog).getByLabelText('Tekrar (km)')).toHaveValue('10.000');
    expect(within(dialog).getByLabelText('Tekrar (ay)')).toHaveValue('');
    const km = within(dialog).getByLabelText('Hedef Kilometre');
    await userEvent.clear(km);
    await userEvent.type(km, '131500');
    await userEvent.type(within(dialog).getByLabelText('Son Tarih'), '01.03.2027');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(toastMessages('success')).toContain('Hatırlatma güncellendi'));
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      expect.objectContaining({
        url: '/reminders/5',
        body: {
          kind: 'Periyodik Bakım',
          description: 'Yağ ve filtre değişimi',
          dueDate: '2027-03-01',
          dueKilometer: 131500,
          repeatMonths: null,
          repeatKilometers: 10000,
          fixedInterval: false,
        },
      }),
    ]);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Hatırlatmayı Düzenle' })).not.toBeInTheDocument());
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
  });

  it("'Düzenle' of a date reminder shows its day as GG.AA.YYYY; the server's field error lands under the field", async () => {
    const { calls } = openList('/admin/reminders', {
      'PUT /reminders/6': { status: 400, data: { message: 'Girilen bilgiler geçersiz', errors: { dueDate: ['Geçerli bir tarih giriniz'] } } },
    });
    const row = await rowOf('06 XYZ 789');
    await userEvent.click(within(row).getByRole('button', { name: /^Düzenle/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Hatırlatmayı Düzenle' });
    expect(within(dialog).getByLabelText(/^Tür/)).toHaveValue('Araç Muayenesi');
    expect(within(dialog).getByLabelText('Son Tarih')).toHaveValue('16.01.2027');
    expect(within(dialog).getByLabelText('Hedef Kilometre')).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Geçerli bir tarih giriniz')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.url)).toEqual(['/reminders/6']);
    expect(screen.getByRole('dialog', { name: 'Hatırlatmayı Düzenle' })).toBeInTheDocument();
  });

  it('offers Tekrar Dene when the list cannot be read', async () => {
    openList('/admin/reminders', { 'GET /reminders': { status: 500, data: {} } });
    expect(await screen.findByText('Hatırlatmalar yüklenemedi')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tekrar Dene' })).toBeInTheDocument();
  });
});
