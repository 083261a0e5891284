import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { MSG, authStore, type RepairShop } from '@tamir/shared-api';
import { fakeApi, signInAs, type FakeReply } from '@tamir/shared-api/testing';
import { toast } from '@tamir/shared-ui';
import { renderApp, toastMessages } from '../../test/render-app';
import { aRepairShop } from '../../test/fixtures';
import { SHOP_TEXTS as T } from './repair-shop-texts';

const shop = aRepairShop({
  address: 'Kadıköy, İstanbul',
  contactPhone: '02163334455',
  contactEmail: 'servis@yildiz.example',
  taxNumber: '1234567890',
  authorizedPerson: 'Ahmet Yıldız',
});
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

  it('says Tamirhaneler alınırken hata oluştu when the list fails', async () => {
    signInAs('Admin');
    const { api } = fakeApi({ 'GET /repairshop': { status: 500, data: {} }, 'GET /repairshop/statistics': stats });
    renderApp('/admin/repair-shops', api);
    expect(await screen.findByText('Tamirhaneler alınırken hata oluştu')).toBeInTheDocument();
  });

  it('filters on the server once typing stops, back to page 1, and pages when there is more than one page', async () => {
    signInAs('Admin');
    const { api, calls } = fakeApi({
      'GET /repairshop': (call) => ({ status: 200, data: [shop], headers: { 'x-total-count': call.params?.name ? '1' : '120' } }),
      'GET /repairshop/statistics': stats,
    });
    renderApp('/admin/repair-shops', api);
    const listCalls = () => calls.filter((c) => c.url === '/repairshop');
    const nav = await screen.findByRole('navigation', { name: 'Sayfalama' });
    expect(nav).toHaveTextContent('Sayfa 1 / 3');
    expect(nav).toHaveTextContent('Toplam 120 tamirhane');
    expect(listCalls()[0].params).toEqual({ page: 1, pageSize: 50 });
    await userEvent.click(within(nav).getByRole('button', { name: 'Sonraki' }));
    await waitFor(() => expect(listCalls().at(-1)?.params).toEqual({ page: 2, pageSize: 50 }));

    await userEvent.type(screen.getByLabelText('Tamirhane Adı'), 'yıldız');
    await userEvent.type(screen.getByLabelText('Vergi No'), '123');
    await waitFor(() => expect(listCalls().at(-1)?.params).toEqual({ name: 'yıldız', taxNumber: '123', page: 1, pageSize: 50 }));
    expect(listCalls().filter((c) => c.params?.name === 'y')).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Sayfalama' })).not.toBeInTheDocument());
  });

  it('says when no shop matches the filters', async () => {
    signInAs('Admin');
    const { api } = fakeApi({
      'GET /repairshop': (call) => (call.params?.email ? page([]) : page([shop])),
      'GET /repairshop/statistics': stats,
    });
    renderApp('/admin/repair-shops', api);
    await screen.findByRole('article', { name: shop.name });
    await userEvent.type(screen.getByLabelText('E-posta'), 'yok@');
    expect(await screen.findByText(T.noMatch)).toBeInTheDocument();
    expect(screen.queryByText(T.firstShop)).not.toBeInTheDocument();
  });

  it('shows every field in the details', async () => {
    signInAs('Admin');
    const { api } = fakeApi({ 'GET /repairshop': page([shop]), 'GET /repairshop/statistics': stats });
    renderApp('/admin/repair-shops', api);
    await userEvent.click(await screen.findByRole('button', { name: `${shop.name} detay` }));
    const dialog = await screen.findByRole('dialog', { name: shop.name });
    for (const text of ['Aktif', 'Kadıköy, İstanbul', '0216 333 44 55', 'servis@yildiz.example', '1234567890', 'Ahmet Yıldız', '27'])
      expect(dialog).toHaveTextContent(text);
    expect(dialog).toHaveTextContent(/Kayıt Tarihi.*01\.03\.2026/);
  });

  it('deletes only after the confirmation and reports the server’s message', async () => {
    signInAs('Admin');
    const { api, calls } = fakeApi({
      'GET /repairshop': page([shop]),
      'GET /repairshop/statistics': stats,
      'DELETE /repairshop/4': { status: 200, data: { message: 'Tamirhane silindi' } },
    });
    renderApp('/admin/repair-shops', api);
    await userEvent.click(await screen.findByRole('button', { name: `${shop.name} sil` }));
    const confirm = await screen.findByRole('dialog', { name: T.deleteTitle });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'İptal' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: `${shop.name} sil` }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: T.deleteTitle })).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(toastMessages('success')).toContain('Tamirhane silindi'));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('says Silme işlemi başarısız when a delete fails without a message', async () => {
    signInAs('Admin');
    const { api } = fakeApi({ 'GET /repairshop': page([shop]), 'GET /repairshop/statistics': stats, 'DELETE /repairshop/4': { status: 400, data: {} } });
    renderApp('/admin/repair-shops', api);
    await userEvent.click(await screen.findByRole('button', { name: `${shop.name} sil` }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: T.deleteTitle })).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(toastMessages('error')).toContain('Silme işlemi başarısız'));
  });

  it('has labelled controls and no axe violations, on the page and in the open form', async () => {
    signInAs('Admin');
    const { api } = fakeApi({ 'GET /repairshop': page([shop]), 'GET /repairshop/statistics': stats });
    const { container } = renderApp('/admin/repair-shops', api);
    await screen.findByRole('article', { name: shop.name });
    for (const label of ['Tamirhane Adı', 'Telefon', 'E-posta', 'Vergi No']) expect(screen.getByLabelText(label)).toBeInTheDocument();
    const rules = { rules: { 'color-contrast': { enabled: false } } };
    expect((await axe.run(container, rules)).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: T.newShop }));
    const dialog = await screen.findByRole('dialog', { name: T.newShop });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await within(dialog).findByText(MSG.shopNameRequired);
    expect((await axe.run(dialog, rules)).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
