import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore, type RepairShop } from '@tamir/shared-api';
import { fakeApi, signInAs, type FakeReply } from '@tamir/shared-api/testing';
import { toast } from '@tamir/shared-ui';
import { renderApp, toastMessages } from '../../test/render-app';
import { aRepairShop } from '../../test/fixtures';

const shop = aRepairShop();
const page = (rows: RepairShop[]): FakeReply => ({ status: 200, data: rows, headers: { 'x-total-count': String(rows.length) } });
const stats = { status: 200, data: { totalShops: 1, activeShops: 1, totalCompanies: 3, totalRepairForms: 27 } };
const EMPTY = { title: '', vkn: '', taxOffice: '', address: '', mersis: null, invoicePrefix: '' };

beforeEach(() => toast.clear());
afterEach(() => authStore.getState().signOut());

describe("a repair shop's 'Fatura Bilgileri' (issue 43)", () => {
  it('reads the seller details, checks them like the server and saves them with PUT /repairshop/{id}/seller', async () => {
    signInAs('Admin');
    const saved = {
      title: 'Yıldız Oto Ltd. Şti.',
      vkn: '1234567890',
      taxOffice: 'Kadıköy',
      address: 'Moda Cad. 12 Kadıköy/İstanbul',
      mersis: null,
      invoicePrefix: 'YOS',
    };
    const { api, calls } = fakeApi({
      'GET /repairshop': page([shop]),
      'GET /repairshop/statistics': stats,
      'GET /repairshop/4/seller': { status: 200, data: EMPTY },
      'PUT /repairshop/4/seller': { status: 200, data: saved },
    });
    renderApp('/admin/repair-shops', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Fatura Bilgileri: Yıldız Oto Servis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fatura Bilgileri' });
    const unvan = await within(dialog).findByLabelText(/^Unvan/);
    await userEvent.type(unvan, saved.title);
    await userEvent.type(within(dialog).getByLabelText(/^VKN/), '12345');
    await userEvent.type(within(dialog).getByLabelText(/^Vergi dairesi/), saved.taxOffice);
    await userEvent.type(within(dialog).getByLabelText(/^Adres/), saved.address);
    await userEvent.type(within(dialog).getByLabelText(/^Fatura ön eki/), 'yos');
    expect(within(dialog).getByLabelText(/^Fatura ön eki/)).toHaveValue('YOS');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Vergi kimlik numarası (VKN) 10 haneli olmalıdır')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.type(within(dialog).getByLabelText(/^VKN/), '67890');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ ...saved, mersis: '' });
    await waitFor(() => expect(toastMessages()).toContain('Fatura bilgileri kaydedildi'));
  });
});
