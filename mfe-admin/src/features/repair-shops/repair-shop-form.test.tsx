import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, authStore } from '@tamir/shared-api';
import { fakeApi, signInAs, type FakeReply } from '@tamir/shared-api/testing';
import { toast } from '@tamir/shared-ui';
import { renderApp, toastMessages } from '../../test/render-app';
import { aRepairShop } from '../../test/fixtures';
import { SHOP_TEXTS as T } from './repair-shop-texts';

const shop = aRepairShop({
  contactPhone: '0216 333 44 55',
  contactEmail: 'servis@yildiz.example',
  userCount: 1,
  companyCount: 0,
  vehicleCount: 0,
  repairFormCount: 0,
  updatedAt: '2026-03-01T09:00:00.000Z',
});
const list: FakeReply = { status: 200, data: [shop], headers: { 'x-total-count': '1' } };
const stats: FakeReply = { status: 200, data: { totalShops: 1, activeShops: 1, totalCompanies: 0, totalRepairForms: 0 } };

beforeEach(() => {
  toast.clear();
  signInAs('Admin');
});
afterEach(() => authStore.getState().signOut());

async function openNewForm(routes: Record<string, FakeReply> = {}) {
  const fake = fakeApi({ 'GET /repairshop': list, 'GET /repairshop/statistics': stats, ...routes });
  renderApp('/admin/repair-shops', fake.api);
  await userEvent.click(await screen.findByRole('button', { name: T.newShop }));
  return { ...fake, dialog: await screen.findByRole('dialog', { name: T.newShop }) };
}

const input = (dialog: HTMLElement, label: RegExp) => within(dialog).getByLabelText(label) as HTMLInputElement;

async function fillValid(dialog: HTMLElement) {
  await userEvent.type(input(dialog, /Tamirhane Adı/), 'Anadolu Servis');
  await userEvent.type(input(dialog, /İletişim Telefonu/), '3124445566');
  await userEvent.type(input(dialog, /İletişim E-postası/), 'anadolu@servis.example');
  await userEvent.type(input(dialog, /Kullanıcı Adı/), 'anadolu');
  await userEvent.type(input(dialog, /^Şifre/), 'Sifre!123');
}

describe('repair shop form', () => {
  it('shows each rule of §5 under its field and sends nothing while one fails', async () => {
    const { dialog, calls } = await openNewForm();
    fireEvent.change(input(dialog, /Tamirhane Adı/), { target: { value: 'x'.repeat(201) } });
    await userEvent.type(input(dialog, /Adres/), 'a');
    fireEvent.change(input(dialog, /Adres/), { target: { value: 'y'.repeat(501) } });
    await userEvent.type(input(dialog, /İletişim Telefonu/), '312444');
    await userEvent.type(input(dialog, /İletişim E-postası/), 'servis@');
    await userEvent.type(input(dialog, /Vergi Numarası/), '123456789');
    await userEvent.type(input(dialog, /Kullanıcı Adı/), 'ab');
    await userEvent.type(input(dialog, /^Şifre/), '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    for (const text of [
      'Tamirhane adı en fazla 200 karakter olabilir',
      'Adres en fazla 500 karakter olabilir',
      'Geçerli bir telefon numarası giriniz',
      'Geçerli bir e-posta adresi giriniz',
      'Vergi numarası 10 veya 11 haneli olmalıdır',
      'Kullanıcı adı en az 3 karakter olmalıdır',
      'Şifre en az 6 karakter olmalıdır',
    ])
      expect(await within(dialog).findByText(text)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('groups the phone as typed and limits the tax number input to 11', async () => {
    const { dialog } = await openNewForm();
    await userEvent.type(input(dialog, /İletişim Telefonu/), '5321234567');
    expect(input(dialog, /İletişim Telefonu/).value).toBe('0532 123 45 67');
    await userEvent.type(input(dialog, /Vergi Numarası/), '1234567890123');
    expect(input(dialog, /Vergi Numarası/).value).toBe('12345678901');
  });

  it('fills a generated 9-character password and shows it in a notice', async () => {
    const { dialog } = await openNewForm();
    await userEvent.click(within(dialog).getByRole('button', { name: T.generatePassword }));
    const password = input(dialog, /^Şifre/).value;
    expect(password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%]).{9}$/);
    expect(within(dialog).getByText(T.generated(password))).toBeInTheDocument();
  });

  it('creates the shop with its login and closes', async () => {
    const { dialog, calls } = await openNewForm({ 'POST /repairshop': { status: 201, data: { ...shop, id: 9, name: 'Anadolu Servis' } } });
    await fillValid(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Anadolu Servis',
      address: '',
      contactPhone: '0312 444 55 66',
      contactEmail: 'anadolu@servis.example',
      taxNumber: '',
      authorizedPerson: '',
      username: 'anadolu',
      password: 'Sifre!123',
    });
    expect(toastMessages('success')).toContain(T.created);
  });

  it('shows the server’s message on a failed save, with its errors under the fields', async () => {
    const { dialog } = await openNewForm({
      'POST /repairshop': { status: 400, data: { message: 'Girilen bilgiler geçersiz', errors: { Password: ['Şifre en az 8 karakter olmalıdır'] } } },
    });
    await fillValid(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Girilen bilgiler geçersiz')).toBeInTheDocument();
    expect(within(dialog).getByText('Şifre en az 8 karakter olmalıdır')).toBeInTheDocument();
    expect(input(dialog, /^Şifre/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a 409 message, and İşlem başarısız oldu when the answer has neither message nor errors', async () => {
    const replies: FakeReply[] = [
      { status: 409, data: { message: MSG.usernameTaken } },
      { status: 400, data: {} },
    ];
    const fake = fakeApi({ 'GET /repairshop': list, 'GET /repairshop/statistics': stats, 'POST /repairshop': () => replies.shift() });
    renderApp('/admin/repair-shops', fake.api);
    await userEvent.click(await screen.findByRole('button', { name: T.newShop }));
    const dialog = await screen.findByRole('dialog', { name: T.newShop });
    await fillValid(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Bu kullanıcı adı zaten kullanılıyor')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('İşlem başarısız oldu')).toBeInTheDocument();
    expect(within(dialog).queryByText('Bu kullanıcı adı zaten kullanılıyor')).not.toBeInTheDocument();
  });

  it('has no login fields when editing', async () => {
    const fake = fakeApi({ 'GET /repairshop': list, 'GET /repairshop/statistics': stats });
    renderApp('/admin/repair-shops', fake.api);
    await userEvent.click(await screen.findByRole('button', { name: `${shop.name} düzenle` }));
    const dialog = await screen.findByRole('dialog', { name: T.editTitle });
    expect(input(dialog, /Tamirhane Adı/).value).toBe(shop.name);
    expect(within(dialog).queryByLabelText(/Kullanıcı Adı/)).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/^Şifre/)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: T.generatePassword })).not.toBeInTheDocument();
  });
});
