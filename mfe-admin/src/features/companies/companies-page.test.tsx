import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NO_PHONE_PLACEHOLDER, authStore, type Company, type RepairShop } from '@tamir/shared-api';
import { fakeApi, signInAs, type FakeReply } from '@tamir/shared-api/testing';
import { toast } from '@tamir/shared-ui';
import { renderApp } from '../../test/render-app';
import { aRepairShop } from '../../test/fixtures';
import { COMPANY_TEXTS as T } from './company-texts';

const shop = (id: number, name: string, isActive: boolean, companyCount: number): RepairShop =>
  aRepairShop({
    id,
    name,
    isActive,
    companyCount,
    userCount: 1,
    vehicleCount: 0,
    repairFormCount: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  });
const company: Company = {
  id: 12,
  name: 'Yılmaz Lojistik',
  address: 'Tuzla',
  contactPhone: NO_PHONE_PLACEHOLDER,
  contactEmail: 'info@yilmaz.com.tr',
  taxNumber: '1234567890',
  authorizedPerson: 'Ali Yılmaz',
  taxOffice: 'Tuzla',
  eInvoiceUser: false,
  reminderEmailsOptOut: false,
  isActive: true,
  userCount: 2,
  vehicleCount: 5,
  createdAt: '2026-02-03T10:00:00.000Z',
  updatedAt: '2026-02-03T10:00:00.000Z',
};
const rows = (data: unknown[]): FakeReply => ({ status: 200, data, headers: { 'x-total-count': String(data.length) } });
const stats = { status: 200, data: { totalCompanies: 1, activeCompanies: 1, totalStaff: 2, totalVehicles: 5 } };

beforeEach(() => toast.clear());
afterEach(() => authStore.getState().signOut());

describe('customer companies screen', () => {
  it('preselects the first active shop for an Admin and names each shop with its company count', async () => {
    signInAs('Admin');
    const { api, calls } = fakeApi({
      'GET /repairshop': rows([shop(1, 'Kapalı Servis', false, 4), shop(2, 'Yıldız Oto', true, 1)]),
      'GET /company': rows([company]),
      'GET /company/statistics': stats,
    });
    const { location } = renderApp('/admin/companies', api);
    await waitFor(() => expect(location().search).toBe('?repairShopId=2'));
    const select = screen.getByLabelText(T.shop);
    expect(within(select).getByRole('option', { name: 'Yıldız Oto (1)' })).toBeInTheDocument();
    expect(within(select).getByRole('option', { name: 'Kapalı Servis (4)' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: company.name })).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/company')?.params).toMatchObject({ repairShopId: 2 });
  });

  it("shows the prompt when an Admin chooses 'Tamirhane seçin', and does not choose a shop again", async () => {
    signInAs('Admin');
    const { api } = fakeApi({
      'GET /repairshop': rows([shop(2, 'Yıldız Oto', true, 1)]),
      'GET /company': rows([company]),
      'GET /company/statistics': stats,
    });
    const { location } = renderApp('/admin/companies', api);
    await waitFor(() => expect(location().search).toBe('?repairShopId=2'));
    await screen.findByRole('article', { name: company.name });
    await userEvent.selectOptions(screen.getByLabelText(T.shop), T.shopPlaceholder);
    expect(await screen.findByText(T.chooseShop)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(location().search).toBe('?repairShopId=');
    expect(screen.getByLabelText(T.shop)).toHaveValue('');
    expect(screen.queryByRole('article', { name: company.name })).not.toBeInTheDocument();
  });

  it('keeps the shop named in ?repairShopId= and prompts an Admin without a shop to choose one', async () => {
    signInAs('Admin');
    const { api } = fakeApi({ 'GET /repairshop': rows([]), 'GET /company': rows([company]), 'GET /company/statistics': stats });
    renderApp('/admin/companies', api);
    expect(await screen.findByText(T.chooseShop)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.newCompany })).not.toBeInTheDocument();
  });

  it('shows a Tamirci their companies without a selector, the e-mail masked, counts and the placeholder phone hidden', async () => {
    signInAs('Tamirci');
    const { api, calls } = fakeApi({ 'GET /company': rows([company]), 'GET /company/statistics': stats });
    renderApp('/admin/companies', api);
    const card = await screen.findByRole('article', { name: company.name });
    expect(screen.queryByLabelText(T.shop)).not.toBeInTheDocument();
    expect(card).toHaveTextContent('in***@yilmaz.com.tr');
    expect(card).not.toHaveTextContent('info@yilmaz.com.tr');
    expect(card).not.toHaveTextContent(NO_PHONE_PLACEHOLDER);
    expect(calls.some((c) => c.url === '/repairshop')).toBe(false);
    expect(screen.getByText(T.totalVehicles).closest('.tf-stat')).toHaveTextContent('5');
  });

  it('restores the no-phone checkbox on edit and sends the partial body with phone and e-mail', async () => {
    signInAs('Tamirci');
    const { api, calls } = fakeApi({ 'GET /company': rows([company]), 'GET /company/statistics': stats, 'PUT /company/12': { status: 200, data: company } });
    renderApp('/admin/companies', api);
    await userEvent.click(await screen.findByRole('button', { name: `${company.name} düzenle` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('checkbox', { name: T.noPhone })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: T.noEmail })).not.toBeChecked();
    expect(within(dialog).getByLabelText(T.contactPhone)).toHaveValue('');
    const person = within(dialog).getByLabelText(T.authorizedPersonField);
    await userEvent.clear(person);
    await userEvent.type(person, 'Veli Yılmaz');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      authorizedPerson: 'Veli Yılmaz',
      contactPhone: NO_PHONE_PLACEHOLDER,
      contactEmail: 'info@yilmaz.com.tr',
    });
  });

  it("edits the buyer's 'Vergi dairesi' and 'e-Fatura mükellefi' and sends only those that changed", async () => {
    signInAs('Tamirci');
    const { api, calls } = fakeApi({ 'GET /company': rows([company]), 'GET /company/statistics': stats, 'PUT /company/12': { status: 200, data: company } });
    renderApp('/admin/companies', api);
    await userEvent.click(await screen.findByRole('button', { name: `${company.name} düzenle` }));
    const dialog = await screen.findByRole('dialog');
    const office = within(dialog).getByLabelText('Vergi dairesi');
    expect(office).toHaveValue('Tuzla');
    const eInvoice = within(dialog).getByRole('checkbox', { name: 'e-Fatura mükellefi' });
    expect(eInvoice).not.toBeChecked();
    await userEvent.clear(office);
    await userEvent.type(office, 'Maltepe');
    await userEvent.click(eInvoice);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      taxOffice: 'Maltepe',
      eInvoiceUser: true,
      contactPhone: NO_PHONE_PLACEHOLDER,
      contactEmail: 'info@yilmaz.com.tr',
    });
  });

  it("ticks 'Bakım hatırlatma e-postası gönderme' on edit and sends only that change", async () => {
    signInAs('Tamirci');
    const { api, calls } = fakeApi({ 'GET /company': rows([company]), 'GET /company/statistics': stats, 'PUT /company/12': { status: 200, data: company } });
    renderApp('/admin/companies', api);
    await userEvent.click(await screen.findByRole('button', { name: `${company.name} düzenle` }));
    const dialog = await screen.findByRole('dialog');
    const optOut = within(dialog).getByRole('checkbox', { name: /^Bakım hatırlatma e-postası gönderme/ });
    expect(optOut).not.toBeChecked();
    expect(dialog).toHaveTextContent('İşaretliyse bu firmaya yaklaşan bakım e-postası gönderilmez.');
    await userEvent.click(optOut);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      reminderEmailsOptOut: true,
      contactPhone: NO_PHONE_PLACEHOLDER,
      contactEmail: 'info@yilmaz.com.tr',
    });
  });

  it('an opted-out company opens with the box ticked; unticking sends false', async () => {
    signInAs('Tamirci');
    const quiet = { ...company, reminderEmailsOptOut: true };
    const { api, calls } = fakeApi({ 'GET /company': rows([quiet]), 'GET /company/statistics': stats, 'PUT /company/12': { status: 200, data: company } });
    renderApp('/admin/companies', api);
    await userEvent.click(await screen.findByRole('button', { name: `${company.name} düzenle` }));
    const dialog = await screen.findByRole('dialog');
    const optOut = within(dialog).getByRole('checkbox', { name: /^Bakım hatırlatma e-postası gönderme/ });
    expect(optOut).toBeChecked();
    await userEvent.click(optOut);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ reminderEmailsOptOut: false });
  });

  it('a new company is sent with the reminder e-mail tick as set', async () => {
    signInAs('Tamirci');
    const { api, calls } = fakeApi({ 'GET /company': rows([company]), 'GET /company/statistics': stats, 'POST /company': { status: 201, data: { id: 13 } } });
    renderApp('/admin/companies', api);
    await userEvent.click(await screen.findByRole('button', { name: T.newCompany }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^Firma Adı/), 'Sessiz Lojistik');
    await userEvent.type(within(dialog).getByLabelText('E-posta'), 'filo@sessiz.example');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /^Bakım hatırlatma e-postası gönderme/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      name: 'Sessiz Lojistik',
      contactEmail: 'filo@sessiz.example',
      reminderEmailsOptOut: true,
    });
  });

  it('refuses a tax office longer than 100 characters before sending', async () => {
    signInAs('Tamirci');
    const { api, calls } = fakeApi({ 'GET /company': rows([company]), 'GET /company/statistics': stats });
    renderApp('/admin/companies', api);
    await userEvent.click(await screen.findByRole('button', { name: `${company.name} düzenle` }));
    const dialog = await screen.findByRole('dialog');
    const office = within(dialog).getByLabelText('Vergi dairesi');
    office.removeAttribute('maxlength');
    await userEvent.clear(office);
    await userEvent.type(office, 'V'.repeat(101));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Vergi dairesi en fazla 100 karakter olabilir')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('warns that the vehicles go too before deleting, and lists the vehicles in the details', async () => {
    signInAs('Tamirci');
    const { api } = fakeApi({
      'GET /company': rows([company]),
      'GET /company/statistics': stats,
      'GET /company/12/vehicles': rows([
        {
          id: 3,
          plateNumber: '34ABC123',
          brand: 'Ford',
          model: 'Transit',
          kilometer: 120000,
          ownerName: 'Ali',
          driverPhone: '05321112233',
          repairFormCount: 2,
          createdAt: '2026-01-01T00:00:00.000Z',
        },
      ]),
    });
    renderApp('/admin/companies', api);
    await userEvent.click(await screen.findByRole('button', { name: `${company.name} detay` }));
    const details = await screen.findByRole('dialog');
    expect(await within(details).findByText('34 ABC 123')).toBeInTheDocument();
    await userEvent.click(within(details).getByRole('button', { name: T.close }));
    await userEvent.click(screen.getByRole('button', { name: `${company.name} sil` }));
    const confirm = await screen.findByRole('alertdialog').catch(() => screen.findByRole('dialog'));
    expect(confirm).toHaveTextContent('tüm araçlar da silinir');
    expect(confirm).toHaveTextContent('tamir formu olan araçları bulunan bir firma silinemez');
  });
});
