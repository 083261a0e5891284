import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore, type RepairItems } from '@tamir/shared-api';
import { toast } from '@tamir/shared-ui';
import { fakeApi, signInAs, type FakeCall, type FakeReply, type FakeRoute } from '@tamir/shared-api/testing';
import { renderApp, toastMessages } from '../../test/render-app';
import { aRepairForm, aVehicle } from '../../test/fixtures';
import { aReminder, vehicleReminders } from '../../test/reminder-fixtures';

beforeEach(() => {
  toast.clear();
  signInAs('Tamirci');
});
afterEach(() => authStore.getState().signOut());

const line = (description: string, reminderId: number | null = null) => ({
  kind: 'İşçilik' as const,
  description,
  quantity: 1,
  unit: 'saat' as const,
  unitPriceKurus: 100000,
  vatRate: 20,
  lineTotalKurus: 100000,
  vatKurus: 20000,
  reminderId,
});
const itemsOf = (...items: ReturnType<typeof line>[]): RepairItems => ({
  version: 1,
  items,
  subtotalKurus: 100000 * items.length,
  vatByRate: items.length ? [{ vatRate: 20, baseKurus: 100000 * items.length, vatKurus: 20000 * items.length }] : [],
  vatKurus: 20000 * items.length,
  totalKurus: 120000 * items.length,
});

function openForm(status: string, items: RepairItems, routes: Record<string, FakeReply | FakeRoute> = {}) {
  const form = aRepairForm({ status });
  const fake = fakeApi({
    'GET /repairform/41': { status: 200, data: form },
    'GET /repairform/41/items': { status: 200, data: items },
    'GET /repairform/41/history': { status: 200, data: [], headers: { 'x-total-count': '0' } },
    'GET /repairform/41/photos': { status: 200, data: { photos: [], totalBytes: 0 } },
    'GET /vehicles/12/reminders': { status: 200, data: vehicleReminders([aReminder()]) },
    ...routes,
  });
  return { ...fake, ...renderApp('/admin/forms/41', fake.api) };
}

const posts = (calls: FakeCall[]) => calls.filter((c) => c.method === 'POST');
const remindersSection = () => screen.findByRole('region', { name: 'Açık Hatırlatmalar' });

describe("the form's detail: its vehicle's reminders (issue 44)", () => {
  it("shows the vehicle's open reminders with urgency and reason", async () => {
    openForm('Teslim Edildi', itemsOf(line('Yağ değişimi')));
    const section = await remindersSection();
    expect(await within(section).findByText(/Yağ ve filtre değişimi/)).toBeInTheDocument();
    expect(section).toHaveTextContent('Yakın');
    expect(section).toHaveTextContent('450 km kaldı, tahmini 03.02.2027');
  });

  it("'Hatırlatma Ekle' sends kind, description, due km with dots read, repeat and the form it came from", async () => {
    const { calls } = openForm('Teslim Edildi', itemsOf(line('Yağ değişimi')), {
      'POST /vehicles/12/reminders': { status: 201, data: aReminder({ id: 9 }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Hatırlatma Ekle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hatırlatma Ekle' });
    await userEvent.type(within(dialog).getByLabelText('Açıklama'), 'Yağ ve filtre');
    await userEvent.type(within(dialog).getByLabelText('Hedef Kilometre'), '140000');
    expect(within(dialog).getByLabelText('Hedef Kilometre')).toHaveValue('140.000');
    await userEvent.type(within(dialog).getByLabelText('Tekrar (km)'), '10000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(toastMessages('success')).toContain('Hatırlatma eklendi'));
    expect(posts(calls)).toEqual([
      expect.objectContaining({
        url: '/vehicles/12/reminders',
        body: {
          kind: 'Periyodik Bakım',
          description: 'Yağ ve filtre',
          dueDate: null,
          dueKilometer: 140000,
          repeatMonths: null,
          repeatKilometers: 10000,
          fixedInterval: false,
          sourceFormId: 41,
        },
      }),
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("'Düzenle' on the card's reminder opens the same dialog filled in and sends PUT /reminders/{id}, not a new one", async () => {
    const { calls } = openForm('Teslim Edildi', itemsOf(line('Yağ değişimi')), {
      'PUT /reminders/5': { status: 200, data: aReminder({ description: 'Yağ, filtre ve hava filtresi' }) },
    });
    const section = await remindersSection();
    await userEvent.click(await within(section).findByRole('button', { name: 'Düzenle: 34 ABC 123 · Periyodik Bakım' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hatırlatmayı Düzenle' });
    expect(dialog).toHaveTextContent('34 ABC 123');
    const description = within(dialog).getByLabelText('Açıklama');
    expect(description).toHaveValue('Yağ ve filtre değişimi');
    await userEvent.clear(description);
    await userEvent.type(description, 'Yağ, filtre ve hava filtresi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(toastMessages('success')).toContain('Hatırlatma güncellendi'));
    expect(calls.filter((c) => c.method === 'PUT' && c.url.startsWith('/reminders'))).toEqual([
      expect.objectContaining({
        url: '/reminders/5',
        body: {
          kind: 'Periyodik Bakım',
          description: 'Yağ, filtre ve hava filtresi',
          dueDate: null,
          dueKilometer: 130000,
          repeatMonths: null,
          repeatKilometers: 10000,
          fixedInterval: false,
        },
      }),
    ]);
    expect(posts(calls)).toEqual([]);
  });

  it('reads the due date as GG.AA.YYYY and refuses one that is no day or a reminder with no due', async () => {
    const { calls } = openForm('Teslim Edildi', itemsOf(line('Yağ değişimi')), {
      'POST /vehicles/12/reminders': { status: 201, data: aReminder({ id: 9 }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Hatırlatma Ekle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hatırlatma Ekle' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Son tarih veya hedef kilometreden en az birini giriniz')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Son Tarih'), '31.02.2027');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Son tarih GG.AA.YYYY biçiminde geçerli bir gün olmalıdır')).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Tür/), 'Araç Muayenesi');
    await userEvent.clear(within(dialog).getByLabelText('Son Tarih'));
    await userEvent.type(within(dialog).getByLabelText('Son Tarih'), '16.01.2027');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0].body).toMatchObject({ kind: 'Araç Muayenesi', dueDate: '2027-01-16', dueKilometer: null });
  });

  it("after a rejected estimate offers 'Ertelenen İş olarak sakla' in one step", async () => {
    const { calls } = openForm('Reddedildi', itemsOf(line('Triger seti')), {
      'POST /repairform/41/deferred-reminders': {
        status: 201,
        data: { message: '1 kalem ertelenen iş olarak kaydedildi', reminders: [aReminder({ id: 11, kind: 'Ertelenen İş' })] },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Ertelenen İş olarak sakla' }));
    await waitFor(() => expect(toastMessages('success')).toContain('1 kalem ertelenen iş olarak kaydedildi'));
    expect(posts(calls)).toEqual([expect.objectContaining({ url: '/repairform/41/deferred-reminders', body: {} })]);
  });

  it('does not offer it before a rejection, nor once every line is kept', async () => {
    openForm('Onay Bekliyor', itemsOf(line('Triger seti')));
    expect(await screen.findByRole('button', { name: 'Hatırlatma Ekle' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ertelenen İş olarak sakla' })).not.toBeInTheDocument();
  });

  it('does not offer it again once every line of the rejected estimate is kept', async () => {
    openForm('Reddedildi', itemsOf(line('Triger seti', 11)));
    expect(await screen.findByRole('button', { name: 'Hatırlatma Ekle' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ertelenen İş olarak sakla' })).not.toBeInTheDocument();
  });

  it("a line of an open form can be linked to the vehicle's reminder, and the link is saved with the lines", async () => {
    const { calls } = openForm('Beklemede', itemsOf(line('Yağ değişimi')), {
      'PUT /repairform/41/items': { status: 200, data: { ...itemsOf(line('Yağ değişimi', 5)), version: 2 } },
    });
    const select = await screen.findByLabelText('Bağlı Hatırlatma');
    expect(within(select).getByRole('option', { name: 'Periyodik Bakım · Yağ ve filtre değişimi (450 km kaldı, tahmini 03.02.2027)' })).toBeInTheDocument();
    await userEvent.selectOptions(select, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Kalemleri Kaydet' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT') as FakeCall;
    expect((put.body as { items: Array<{ reminderId?: number | null }> }).items[0].reminderId).toBe(5);
  });
});

describe('the plate search: a found vehicle shows its open reminders (issue 44)', () => {
  it("lists them under the vehicle, with 'Tamamlandı'", async () => {
    const fake = fakeApi({
      'GET /vehicles/search/34ABC123': { status: 200, data: aVehicle() },
      'GET /vehicles/12/reminders': {
        status: 200,
        data: vehicleReminders([
          aReminder(),
          aReminder({ id: 7, kind: 'Kasko', description: '', dueDate: '2026-12-01', completedAt: '2026-12-02T10:00:00.000Z' }),
        ]),
      },
      'POST /reminders/5/done': { status: 200, data: aReminder({ cycle: 1 }) },
    });
    renderApp('/plate-search', fake.api);
    await userEvent.type(screen.getByLabelText('Plaka Numarası'), '34ABC123{Enter}');
    const section = await remindersSection();
    expect(await within(section).findByText(/Yağ ve filtre değişimi/)).toBeInTheDocument();
    expect(section).toHaveTextContent('450 km kaldı, tahmini 03.02.2027');
    expect(section).not.toHaveTextContent('Kasko');
    expect(within(section).getByRole('button', { name: 'Düzenle: 34 ABC 123 · Periyodik Bakım' })).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: /^Tamamlandı/ }));
    await waitFor(() => expect(toastMessages('success')).toContain('Hatırlatma tamamlandı'));
    expect(fake.calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/reminders/5/done']);
  });

  it('asks nothing about the reminders of a vehicle whose company the shop does not serve', async () => {
    const fake = fakeApi({ 'GET /vehicles/search/34ABC123': { status: 200, data: aVehicle({ contactHidden: true }) } });
    renderApp('/plate-search', fake.api);
    await userEvent.type(screen.getByLabelText('Plaka Numarası'), '34ABC123{Enter}');
    expect(await screen.findByText('Araç bulundu: 34 ABC 123')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Açık Hatırlatmalar' })).not.toBeInTheDocument();
    expect(fake.calls.some((c) => c.url.includes('/reminders'))).toBe(false);
  });
});
