import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@tamir/shared-ui';
import { fakeApi } from '@tamir/shared-api/testing';
import { renderApp } from '../../test/render-app';

beforeEach(() => toast.clear());

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
});
