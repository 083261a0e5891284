import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@tamir/shared-ui';
import type { RepairForm, RepairItems, StatusHistoryEntry } from '@tamir/shared-api';
import { fakeApi, type FakeReply, type FakeRoute } from '@tamir/shared-api/testing';
import { aRepairForm } from '../../../test/fixtures';
import { renderApp, toastMessages } from '../../../test/render-app';

beforeEach(() => toast.clear());

const noItems: RepairItems = { version: 0, items: [], subtotalKurus: 0, vatByRate: [], vatKurus: 0, totalKurus: 0 };

function anEntry(overrides: Partial<StatusHistoryEntry> = {}): StatusHistoryEntry {
  return {
    id: 1,
    fromStatus: 'Beklemede',
    toStatus: 'İşlemde',
    source: 'manual',
    note: '',
    deliveryKilometer: null,
    changedByUsername: 'tamirci1',
    changedByName: 'Mehmet Usta',
    changedAt: '2025-03-05T11:00:00.000Z',
    ...overrides,
  };
}

function openForm(
  form: RepairForm = aRepairForm(),
  items: RepairItems = noItems,
  routes: Record<string, FakeReply | FakeRoute> = {},
  history: StatusHistoryEntry[] = [],
) {
  const fake = fakeApi({
    [`GET /repairform/${form.id}`]: { status: 200, data: form },
    [`GET /repairform/${form.id}/items`]: { status: 200, data: items },
    [`GET /repairform/${form.id}/history`]: { status: 200, data: history, headers: { 'x-total-count': String(history.length) } },
    ...routes,
  });
  renderApp(`/admin/forms/${form.id}`, fake.api);
  return fake;
}

async function fillLine(name: string, values: { description: string; quantity?: string; price: string; vat?: string }) {
  const line = screen.getByRole('listitem', { name });
  await userEvent.type(within(line).getByLabelText('Açıklama'), values.description);
  if (values.quantity) {
    await userEvent.clear(within(line).getByLabelText('Miktar'));
    await userEvent.type(within(line).getByLabelText('Miktar'), values.quantity);
  }
  await userEvent.type(within(line).getByLabelText('Birim Fiyat (₺)'), values.price);
  if (values.vat) await userEvent.selectOptions(within(line).getByLabelText('KDV'), values.vat);
}

describe('the line editor', () => {
  it('adds two parts and one labour line, shows the totals the Turkish way and saves them in kuruş with the version', async () => {
    const saved: RepairItems = { ...noItems, version: 1 };
    const { calls } = openForm(aRepairForm({ itemsVersion: 0 }), noItems, { 'PUT /repairform/41/items': { status: 200, data: saved } });
    await screen.findByRole('heading', { name: 'Parça ve İşçilik' });
    await userEvent.click(screen.getByRole('button', { name: 'Parça Ekle' }));
    await userEvent.click(screen.getByRole('button', { name: 'Parça Ekle' }));
    await userEvent.click(screen.getByRole('button', { name: 'İşçilik Ekle' }));
    await fillLine('1. Parça', { description: 'Fren balatası', quantity: '2', price: '1.250,00' });
    await fillLine('2. Parça', { description: 'Yağ', quantity: '3', price: '33,33', vat: '%10' });
    await fillLine('3. İşçilik', { description: 'Balata değişimi', quantity: '1,5', price: '400' });
    // 2 × 1.250,00 = 2.500,00; 3 × 33,33 = 99,99; 1,5 × 400,00 = 600,00 → 3.199,99
    // KDV %10: 10,00 (9,999 half up); KDV %20: (2.500 + 600) × 20 % = 620,00 → 3.829,99
    expect(within(screen.getByRole('listitem', { name: '2. Parça' })).getByText('Tutar: 99,99 ₺')).toBeInTheDocument();
    expect(screen.getByTestId('estimate-total')).toHaveTextContent('3.829,99 ₺');
    expect(screen.getByText('KDV %10').nextElementSibling).toHaveTextContent('10,00 ₺');
    expect(screen.getByText('KDV %20').nextElementSibling).toHaveTextContent('620,00 ₺');

    await userEvent.click(screen.getByRole('button', { name: 'Kalemleri Kaydet' }));
    await waitFor(() => expect(toastMessages('success')).toContain('Kalemler kaydedildi'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      version: 0,
      items: [
        { kind: 'Parça', description: 'Fren balatası', quantity: 2, unit: 'adet', unitPriceKurus: 125000, vatRate: 20 },
        { kind: 'Parça', description: 'Yağ', quantity: 3, unit: 'adet', unitPriceKurus: 3333, vatRate: 10 },
        { kind: 'İşçilik', description: 'Balata değişimi', quantity: 1.5, unit: 'saat', unitPriceKurus: 40000, vatRate: 20 },
      ],
    });
  }, 30_000);

  it('says what is wrong under the field and sends nothing', async () => {
    const { calls } = openForm();
    await screen.findByRole('heading', { name: 'Parça ve İşçilik' });
    await userEvent.click(screen.getByRole('button', { name: 'Parça Ekle' }));
    await userEvent.type(within(screen.getByRole('listitem', { name: '1. Parça' })).getByLabelText('Birim Fiyat (₺)'), '12,345');
    await userEvent.click(screen.getByRole('button', { name: 'Kalemleri Kaydet' }));
    expect(await screen.findByText('Kalem açıklaması zorunludur')).toBeInTheDocument();
    expect(screen.getByText('Birim fiyat geçerli bir tutar olmalıdır, ör. 1.250,50')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('shows no line total for a quantity that would be refused (issue 40)', async () => {
    openForm();
    await screen.findByRole('heading', { name: 'Parça ve İşçilik' });
    await userEvent.click(screen.getByRole('button', { name: 'Parça Ekle' }));
    const line = screen.getByRole('listitem', { name: '1. Parça' });
    await userEvent.type(within(line).getByLabelText('Birim Fiyat (₺)'), '100');
    expect(within(line).getByText(/^Tutar:/)).toHaveTextContent('100,00 ₺');
    const quantity = within(line).getByLabelText('Miktar');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '10000');
    expect(within(line).getByText(/^Tutar:/)).toHaveTextContent('Tutar: —');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '0');
    expect(within(line).getByText(/^Tutar:/)).toHaveTextContent('Tutar: —');
  });

  it('keeps the draft and says so when another device saved first (409)', async () => {
    openForm(aRepairForm(), noItems, {
      'PUT /repairform/41/items': { status: 409, data: { message: 'Kalemler siz düzenlerken değişti. Lütfen sayfayı yenileyip tekrar deneyin' } },
    });
    await screen.findByRole('heading', { name: 'Parça ve İşçilik' });
    await userEvent.click(screen.getByRole('button', { name: 'İşçilik Ekle' }));
    await fillLine('1. İşçilik', { description: 'Motor bakımı', price: '500' });
    await userEvent.click(screen.getByRole('button', { name: 'Kalemleri Kaydet' }));
    expect(await screen.findByText('Kalemler siz düzenlerken değişti. Lütfen sayfayı yenileyip tekrar deneyin')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: '1. İşçilik' })).getByLabelText('Açıklama')).toHaveValue('Motor bakımı');
  });

  it('shows the lines read-only once the work is done', async () => {
    const items: RepairItems = {
      version: 3,
      items: [{ kind: 'Parça', description: 'Filtre', quantity: 1, unit: 'adet', unitPriceKurus: 10000, vatRate: 20, lineTotalKurus: 10000, vatKurus: 2000 }],
      subtotalKurus: 10000,
      vatByRate: [{ vatRate: 20, baseKurus: 10000, vatKurus: 2000 }],
      vatKurus: 2000,
      totalKurus: 12000,
    };
    openForm(aRepairForm({ status: 'Teslim Edildi', deliveryKilometer: 123500 }), items);
    expect(await screen.findByText('İş tamamlandığı için kalemler artık değiştirilemez.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Parça Ekle' })).not.toBeInTheDocument();
    expect(screen.getAllByTestId('estimate-total')[0]).toHaveTextContent('120,00 ₺');
    expect(screen.queryByRole('button', { name: 'Teslim Et' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'İptal Et' })).not.toBeInTheDocument();
  });
});

describe('the status panel and timeline', () => {
  it('offers the moves of the shared table; Teklif Gönder waits for a line', async () => {
    // The fake server keeps the moved form, as the real one does when the form is read again.
    let current = aRepairForm();
    const move: FakeRoute = () => {
      current = aRepairForm({ status: 'İşlemde' });
      return { status: 200, data: current };
    };
    const { calls } = openForm(current, noItems, { 'GET /repairform/41': () => ({ status: 200, data: current }), 'PUT /repairform/41/status': move }, [
      anEntry(),
    ]);
    const estimate = await screen.findByRole('button', { name: 'Teklif Gönder' });
    expect(estimate).toBeDisabled();
    expect(screen.getByText('Teklif göndermek için önce kalem ekleyin.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'İşleme Al' }));
    await waitFor(() => expect(toastMessages('success')).toContain('Form durumu "İşlemde" olarak güncellendi'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ status: 'İşlemde' });
    expect(await screen.findByRole('button', { name: 'Tamamlandı' })).toBeInTheDocument();
    const timeline = screen.getByRole('region', { name: 'Durum Geçmişi' });
    expect(within(timeline).getByText('Beklemede → İşlemde')).toBeInTheDocument();
    expect(within(timeline).getByText(/Mehmet Usta/)).toBeInTheDocument();
  });

  it('takes the kilometre at delivery, never below the intake', async () => {
    const { calls } = openForm(aRepairForm({ status: 'Tamamlandı' }), noItems, {
      'PUT /repairform/41/status': { status: 200, data: aRepairForm({ status: 'Teslim Edildi', deliveryKilometer: 124000 }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Teslim Et' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aracı Teslim Et' });
    const kilometer = within(dialog).getByLabelText(/Teslim Kilometresi/);
    expect(kilometer).toHaveValue('123.456');
    await userEvent.clear(kilometer);
    await userEvent.type(kilometer, '120000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Teslim Et' }));
    expect(await within(dialog).findByText('Teslim kilometresi giriş kilometresinden (123.456 km) düşük olamaz')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    await userEvent.clear(kilometer);
    await userEvent.type(kilometer, '124000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Teslim Et' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ status: 'Teslim Edildi', deliveryKilometer: 124000, note: '' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the company answer and who gave it in the timeline', async () => {
    const approval = {
      decision: 'approve' as const,
      name: 'Ayşe Yılmaz',
      note: 'Uygundur',
      version: 2,
      totalKurus: 12000,
      decidedAt: '2025-03-05T12:00:00.000Z',
    };
    openForm(aRepairForm({ status: 'Onaylandı', approval }), noItems, {}, [
      anEntry({
        id: 2,
        fromStatus: 'Onay Bekliyor',
        toStatus: 'Onaylandı',
        source: 'approval',
        changedByUsername: null,
        changedByName: 'Ayşe Yılmaz',
        note: 'Uygundur',
      }),
    ]);
    expect(await screen.findByText('Teklifi Ayşe Yılmaz onayladı')).toBeInTheDocument();
    const timeline = screen.getByRole('region', { name: 'Durum Geçmişi' });
    expect(within(timeline).getByText('Ayşe Yılmaz — Firma (paylaşım linki)', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'İşleme Al' })).toBeInTheDocument();
  });
});
