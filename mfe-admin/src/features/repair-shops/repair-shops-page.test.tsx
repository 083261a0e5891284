import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, authStore, type RepairShop } from '@tamir/shared-api';
import { fakeApi, signInAs, type FakeReply } from '@tamir/shared-api/testing';
import { toast } from '@tamir/shared-ui';
import { renderApp, toastMessages } from '../../test/render-app';
import { SHOP_TEXTS as T } from './repair-shop-texts';

const shop: RepairShop = {
  id: 4,
  name: 'Yıldız Oto Servis',
  address: 'Kadıköy, İstanbul',
  contactPhone: '02163334455',
  contactEmail: 'servis@yildiz.example',
  taxNumber: '1234567890',
  authorizedPerson: 'Ahmet Yıldız',
  isActive: true,
  userCount: 2,
  companyCount: 3,
  vehicleCount: 14,
  repairFormCount: 27,
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-02T09:00:00.000Z',
};
const page = (rows: RepairShop[]): FakeReply => ({ status: 200, data: rows, headers: { 'x-total-count': String(rows.length) } });
const stats = { status: 200, data: { totalShops: 1, activeShops: 1, totalCompanies: 3, totalRepairForms: 27 } };

beforeEach(() => toast.clear());
afterEach(() => authStore.getState().signOut());

describe('repair shops screen', () => {
  it('tells a Tamirci they have no access, without calls', () => {
    signInAs('Tamirci');
    const { api, calls } = fakeApi();
    renderApp('/admin/repair-shops', api);
    expect(screen.getByText(MSG.noAccess)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('offers the first shop when there is none', async () => {
    signInAs('Admin');
    const { api } = fakeApi({ 'GET /repairshop': page([]), 'GET /repairshop/statistics': stats });
    renderApp('/admin/repair-shops', api);
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: T.firstShop }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(T.loginSection);
  });

  it('shows the four cards and a card per shop with its counts; Müşteri Ekle opens the shop’s companies', async () => {
    signInAs('Admin');
    const { api } = fakeApi({ 'GET /repairshop': page([shop]), 'GET /repairshop/statistics': stats });
    const { location } = renderApp('/admin/repair-shops', api);
    const card = await screen.findByRole('article', { name: shop.name });
    expect(card).toHaveTextContent('0216 333 44 55');
    const counts = within(card).getByRole('list');
    expect(counts).toHaveTextContent('2 Personel');
    expect(counts).toHaveTextContent('3 Firma');
    expect(counts).toHaveTextContent('14 Araç');
    expect(counts).toHaveTextContent('27 Form');
    expect(screen.getByText(T.totalForms).closest('.tf-stat')).toHaveTextContent('27');
    await userEvent.click(within(card).getByRole('link', { name: /Müşteri Ekle/ }));
    expect(location().pathname + location().search).toBe('/admin/companies?repairShopId=4');
  });

  it('checks the form with the texts of §5; login fields only on creation; edit sends the partial body', async () => {
    signInAs('Admin');
    const { api, calls } = fakeApi({
      'GET /repairshop': page([shop]),
      'GET /repairshop/statistics': stats,
      'PUT /repairshop/4': { status: 200, data: shop },
    });
    renderApp('/admin/repair-shops', api);
    await userEvent.click(await screen.findByRole('button', { name: T.newShop }));
    let dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    for (const text of [MSG.shopNameRequired, MSG.shopPhoneRequired, MSG.shopEmailRequired, MSG.adminUsernameRequired, MSG.adminPasswordRequired])
      expect(await within(dialog).findByText(text)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Vergi Numarası/), '123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText(MSG.shopTaxNumberLength)).toBeInTheDocument();
    expect((within(dialog).getByLabelText(/Vergi Numarası/) as HTMLInputElement).maxLength).toBe(11);
    await userEvent.click(within(dialog).getByRole('button', { name: 'İptal' }));

    await userEvent.click(screen.getByRole('button', { name: `${shop.name} düzenle` }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText(/Kullanıcı Adı/)).not.toBeInTheDocument();
    const address = within(dialog).getByLabelText(/Adres/);
    await userEvent.clear(address);
    await userEvent.type(address, 'Ataşehir, İstanbul');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      address: 'Ataşehir, İstanbul',
      contactPhone: '02163334455',
      contactEmail: 'servis@yildiz.example',
    });
  });

  it('asks before deleting and shows the server’s refusal', async () => {
    signInAs('Admin');
    const { api } = fakeApi({
      'GET /repairshop': page([shop]),
      'GET /repairshop/statistics': stats,
      'DELETE /repairshop/4': { status: 409, data: { message: 'Tamir formu olan bir tamirhane silinemez' } },
    });
    renderApp('/admin/repair-shops', api);
    await userEvent.click(await screen.findByRole('button', { name: `${shop.name} sil` }));
    const confirm = await screen.findByRole('alertdialog').catch(() => screen.findByRole('dialog'));
    expect(confirm).toHaveTextContent('geri alınamaz');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(toastMessages('error')).toContain('Tamir formu olan bir tamirhane silinemez'));
  });
});
