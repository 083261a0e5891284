import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@tamir/shared-api';
import { toast } from '@tamir/shared-ui';
import { fakeApi, signInAs, type FakeCall } from '@tamir/shared-api/testing';
import { renderApp } from '../../test/render-app';

beforeEach(() => toast.clear());
afterEach(() => authStore.getState().signOut());

const SHOPS = [
  { id: 3, name: 'Yıldız Oto Servis', isActive: true },
  { id: 4, name: 'Anadolu Tamir Merkezi', isActive: false },
];
const listParams = (calls: FakeCall[]) => calls.filter((c) => c.method === 'GET' && c.url === '/invoices').map((c) => c.params);

const ROW = {
  id: 90,
  number: 'TNC2026000000001',
  uuid: '3f2b8c1e-7a4d-4c2b-9e1f-0a1b2c3d4e5f',
  profile: 'TEMELFATURA',
  typeCode: 'SATIS',
  issuedAt: '2026-12-07T09:30:00.000Z',
  subtotalKurus: 10000,
  vatByRate: [{ vatRate: 20, baseKurus: 10000, vatKurus: 2000 }],
  vatKurus: 2000,
  totalKurus: 12000,
  formNumber: 'TF-2026-000041',
  buyerName: 'Kaya Lojistik A.Ş.',
  repairFormId: 41,
  returnOfId: null,
};

describe("'Faturalar' (issue 43)", () => {
  it('lists one server page of invoices with their files', async () => {
    const { api, calls } = fakeApi({ 'GET /invoices': { status: 200, data: [ROW], headers: { 'x-total-count': '1' } } });
    renderApp('/admin/invoices', api);
    const row = (await screen.findByText('TNC2026000000001')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Satış Faturası · e-Fatura')).toBeInTheDocument();
    expect(within(row).getByText('Kaya Lojistik A.Ş.')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'TF-2026-000041' })).toHaveAttribute('href', '/admin/forms/41');
    expect(within(row).getByRole('button', { name: 'XML İndir' })).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/invoices')?.params).toMatchObject({ page: 1 });
  });

  it("asks the export for the chosen days and shows the server's refusal", async () => {
    const refusal = 'Başlangıç ve bitiş tarihlerini YYYY-AA-GG biçiminde, başlangıç bitişten sonra olmayacak ve en fazla 366 gün olacak şekilde giriniz';
    const { api, calls } = fakeApi({
      'GET /invoices': { status: 200, data: [], headers: { 'x-total-count': '0' } },
      'GET /invoices/export': { status: 400, data: { message: refusal, errors: { from: [refusal] } } },
    });
    renderApp('/admin/invoices', api);
    expect(await screen.findByText('Henüz fatura kesilmedi')).toBeInTheDocument();
    const from = screen.getByLabelText(/Başlangıç/);
    await userEvent.clear(from);
    await userEvent.type(from, '2026-12-31');
    const to = screen.getByLabelText(/Bitiş/);
    await userEvent.clear(to);
    await userEvent.type(to, '2026-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'ZIP İndir' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/invoices/export')).toBe(true));
    expect(calls.find((c) => c.url === '/invoices/export')?.params).toEqual({ from: '2026-12-31', to: '2026-01-01' });
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });

  it('gives an Admin a repair-shop select that pages the chosen shop on the server', async () => {
    signInAs('Admin');
    const OTHER = { ...ROW, id: 91, number: 'ANA2026000000007', buyerName: 'Deniz Nakliyat' };
    const { api, calls } = fakeApi({
      'GET /repairshop': { status: 200, data: SHOPS },
      'GET /invoices': (call) => {
        const shop = (call.params as { repairShopId?: number }).repairShopId;
        return { status: 200, data: shop === 4 ? [OTHER] : [ROW, OTHER], headers: { 'x-total-count': shop === 4 ? '1' : '120' } };
      },
    });
    renderApp('/admin/invoices', api);
    expect(await screen.findByText('TNC2026000000001')).toBeInTheDocument();
    const select = screen.getByLabelText('Tamirhane');
    expect(within(select).getByRole('option', { name: 'Tüm Tamirhaneler' })).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Anadolu Tamir Merkezi (pasif)' });
    await userEvent.click(await screen.findByRole('button', { name: 'Sonraki' }));
    await waitFor(() => expect(listParams(calls).at(-1)).toEqual({ page: 2, pageSize: 50 }));
    await userEvent.selectOptions(select, '4');
    await waitFor(() => expect(listParams(calls).at(-1)).toEqual({ page: 1, pageSize: 50, repairShopId: 4 }));
    await waitFor(() => expect(screen.queryByText('TNC2026000000001')).not.toBeInTheDocument());
    expect(screen.getByText('ANA2026000000007')).toBeInTheDocument();
    await userEvent.selectOptions(select, '');
    await waitFor(() => expect(listParams(calls).at(-1)).toEqual({ page: 1, pageSize: 50 }));
  });

  it('gives a Tamirci no shop select and asks for no shops', async () => {
    signInAs('Tamirci');
    const { api, calls } = fakeApi({ 'GET /invoices': { status: 200, data: [ROW], headers: { 'x-total-count': '1' } } });
    renderApp('/admin/invoices', api);
    expect(await screen.findByText('TNC2026000000001')).toBeInTheDocument();
    expect(screen.queryByLabelText('Tamirhane')).not.toBeInTheDocument();
    expect(calls.some((c) => c.url === '/repairshop')).toBe(false);
    expect(listParams(calls)).toEqual([{ page: 1, pageSize: 50 }]);
  });
});
