import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@tamir/shared-ui';
import type { InvoiceListItem, RepairForm } from '@tamir/shared-api';
import { fakeApi, type FakeReply, type FakeRoute } from '@tamir/shared-api/testing';
import { aCompany, aRepairForm, aVehicle } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

beforeEach(() => toast.clear());
afterEach(() => jest.restoreAllMocks());

const ETTN = '3f2b8c1e-7a4d-4c2b-9e1f-0a1b2c3d4e5f';
const SALE = {
  id: 90,
  number: 'TNC2026000000001',
  uuid: ETTN,
  profile: 'EARSIVFATURA',
  typeCode: 'SATIS',
  issuedAt: '2026-12-07T09:30:00.000Z',
  subtotalKurus: 10000,
  vatByRate: [{ vatRate: 20, baseKurus: 10000, vatKurus: 2000 }],
  vatKurus: 2000,
  totalKurus: 12000,
};
const listed = (over: Partial<InvoiceListItem> = {}): InvoiceListItem => ({
  ...SALE,
  formNumber: 'TF-2025-000041',
  buyerName: 'Yılmaz Lojistik',
  repairFormId: 41,
  returnOfId: null,
  ...over,
});
const rows = (data: unknown[]): FakeReply => ({ status: 200, data, headers: { 'x-total-count': String(data.length) } });

function openForm(form: RepairForm, invoices: unknown[], routes: Record<string, FakeReply | FakeRoute> = {}) {
  const fake = fakeApi({
    [`GET /repairform/${form.id}`]: { status: 200, data: form },
    'GET /invoices': rows(invoices),
    'GET /vehicles/12': { status: 200, data: aVehicle({ id: 12, companyId: 7 }) },
    'GET /company/7': { status: 200, data: aCompany({ taxNumber: '9876543210', taxOffice: 'Maltepe', address: 'Sanayi Sok. 3 Tuzla/İstanbul' }) },
    ...routes,
  });
  renderApp(`/admin/forms/${form.id}`, fake.api);
  return fake;
}

const completed = () => aRepairForm({ status: 'Tamamlandı' });
const card = () => screen.getByRole('region', { name: 'Fatura' });

describe("the form's invoice (issue 43)", () => {
  it('asks for the form’s invoices by its id and offers no invoice before the work is done', async () => {
    const { calls } = openForm(aRepairForm({ status: 'İşlemde' }), []);
    expect(await screen.findByText('Fatura, form Tamamlandı veya Teslim Edildi durumundayken kesilebilir.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fatura Oluştur' })).not.toBeInTheDocument();
    expect(calls.find((c) => c.url === '/invoices')?.params).toMatchObject({ repairFormId: 41 });
  });

  it('fills the buyer from the company, sends the edited buyer, then shows the number and ETTN with the files', async () => {
    const { calls } = openForm(completed(), [], { 'POST /repairform/41/invoice': { status: 201, data: SALE } });
    await userEvent.click(await screen.findByRole('button', { name: 'Fatura Oluştur' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fatura Oluştur' });
    await waitFor(() => expect(within(dialog).getByLabelText(/^VKN/)).toHaveValue('9876543210'));
    expect(within(dialog).getByLabelText(/Alıcı türü/)).toHaveValue('VKN');
    expect(within(dialog).getByLabelText(/Alıcı adı/)).toHaveValue('Yılmaz Lojistik');
    expect(within(dialog).getByLabelText(/Vergi dairesi/)).toHaveValue('Maltepe');
    expect(within(dialog).getByLabelText(/Adres/)).toHaveValue('İstanbul');
    expect(within(dialog).getByLabelText(/E-posta/)).toHaveValue('info@yilmaz.com.tr');
    const address = within(dialog).getByLabelText(/Adres/);
    await userEvent.clear(address);
    await userEvent.type(address, 'Sanayi Sok. 3 Tuzla/İstanbul');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Faturayı Kes' }));
    const done = await screen.findByRole('dialog', { name: 'TNC2026000000001 numaralı fatura kesildi' });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      buyer: {
        kind: 'VKN',
        id: '9876543210',
        name: 'Yılmaz Lojistik',
        taxOffice: 'Maltepe',
        address: 'Sanayi Sok. 3 Tuzla/İstanbul',
        email: 'info@yilmaz.com.tr',
      },
    });
    expect(within(done).getByText(ETTN)).toBeInTheDocument();
    expect(within(done).getByText('e-Arşiv Fatura')).toBeInTheDocument();
    expect(within(done).getByRole('button', { name: 'PDF Görüntüle' })).toBeInTheDocument();
    expect(within(done).getByRole('button', { name: 'XML İndir' })).toBeInTheDocument();
  });

  it('checks the buyer before sending: a TCKN with a wrong check digit, a VKN without a tax office', async () => {
    const { calls } = openForm(completed(), []);
    await userEvent.click(await screen.findByRole('button', { name: 'Fatura Oluştur' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fatura Oluştur' });
    await waitFor(() => expect(within(dialog).getByLabelText(/Vergi dairesi/)).toHaveValue('Maltepe'));
    await userEvent.clear(within(dialog).getByLabelText(/Vergi dairesi/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Faturayı Kes' }));
    expect(await within(dialog).findByText('Vergi dairesi zorunludur')).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByLabelText(/Alıcı türü/), 'TCKN');
    const id = within(dialog).getByLabelText(/^TCKN/);
    await userEvent.clear(id);
    await userEvent.type(id, '10000000147');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Faturayı Kes' }));
    expect(await within(dialog).findByText('T.C. kimlik numarası 11 haneli ve geçerli olmalıdır')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("shows the server's Turkish refusal and GİB's rule texts as they come, and keeps the dialog open", async () => {
    const missing = 'Fatura kesilemez: tamirhanenin satıcı bilgileri eksik (Unvan, VKN). Tamirhane ayarlarından satıcı bilgilerini giriniz.';
    openForm(completed(), [], { 'POST /repairform/41/invoice': { status: 409, data: { message: missing } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Fatura Oluştur' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fatura Oluştur' });
    await waitFor(() => expect(within(dialog).getByLabelText(/^VKN/)).toHaveValue('9876543210'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Faturayı Kes' }));
    expect(await within(dialog).findByText(missing)).toBeInTheDocument();
  });

  it("shows GİB's rule texts under the refusal when the XML fails the rules", async () => {
    const rule = 'Geçersiz alıcı: şahıs için FirstName ve FamilyName zorunludur';
    openForm(completed(), [], {
      'POST /repairform/41/invoice': { status: 422, data: { message: 'Fatura GİB kurallarına uymadığı için kesilmedi', errors: { ubl: [rule] } } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Fatura Oluştur' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fatura Oluştur' });
    await waitFor(() => expect(within(dialog).getByLabelText(/^VKN/)).toHaveValue('9876543210'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Faturayı Kes' }));
    expect(await within(dialog).findByText('Fatura GİB kurallarına uymadığı için kesilmedi')).toBeInTheDocument();
    expect(within(dialog).getByText(rule)).toBeInTheDocument();
  });

  it('shows a standing invoice instead of the button, and returns it after confirmation', async () => {
    const { calls } = openForm(completed(), [listed()], {
      'POST /invoices/90/return': { status: 201, data: { ...SALE, id: 91, number: 'TNC2026000000002', typeCode: 'IADE' } },
    });
    expect(await within(await screen.findByRole('region', { name: 'Fatura' })).findByText('TNC2026000000001')).toBeInTheDocument();
    expect(within(card()).getByText(ETTN)).toBeInTheDocument();
    expect(within(card()).queryByRole('button', { name: 'Fatura Oluştur' })).not.toBeInTheDocument();
    await userEvent.click(within(card()).getByRole('button', { name: 'İade Faturası' }));
    const confirm = await screen
      .findByRole('alertdialog', { name: 'İade Faturası düzenlensin mi?' })
      .catch(() => screen.findByRole('dialog', { name: 'İade Faturası düzenlensin mi?' }));
    expect(calls.some((c) => c.url === '/invoices/90/return')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'İade Faturası Kes' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === '/invoices/90/return')).toBe(true));
  });

  it('offers a new invoice once the sale has its İade Faturası', async () => {
    openForm(completed(), [listed({ id: 91, number: 'TNC2026000000002', typeCode: 'IADE', returnOfId: 90 }), listed()]);
    expect(await screen.findByText('İade edildi: TNC2026000000002')).toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'Fatura Oluştur' })).toBeInTheDocument();
    expect(within(card()).queryByRole('button', { name: 'İade Faturası' })).not.toBeInTheDocument();
  });
});
