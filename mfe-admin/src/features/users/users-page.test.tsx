import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, authStore, type UserAccount } from '@tamir/shared-api';
import { fakeApi, signInAs, type FakeCall, type FakeReply } from '@tamir/shared-api/testing';
import { renderApp, toastMessages } from '../../test/render-app';
import { toast } from '@tamir/shared-ui';
import { USER_TEXTS as T } from './user-texts';

const me: UserAccount = {
  id: 1,
  username: 'admin',
  firstName: 'Sistem',
  lastName: 'Yöneticisi',
  email: 'admin@tamir.example',
  phone: '05321112233',
  role: 'Admin',
  isActive: true,
  createdAt: '2026-01-05T09:00:00.000Z',
};
const other: UserAccount = { ...me, id: 7, username: 'ayse', firstName: 'Ayşe', lastName: 'Kaya', email: 'ayse@tamir.example', phone: '05324445566' };

const list = (rows: UserAccount[] = [me, other]): FakeReply => ({ status: 200, data: rows, headers: { 'x-total-count': String(rows.length) } });
const routes = (extra: Record<string, FakeReply | ((c: FakeCall) => FakeReply)> = {}) => ({
  'GET /users': list(),
  'GET /users/statistics': { status: 200, data: { totalCount: 2, activeCount: 1 } },
  ...extra,
});

beforeEach(() => {
  toast.clear();
});
afterEach(() => authStore.getState().signOut());

describe('admin users screen', () => {
  it('tells a Tamirci they have no access, without calling the server', () => {
    signInAs('Tamirci');
    const { api, calls } = fakeApi();
    renderApp('/admin/users', api);
    expect(screen.getByText(MSG.noAccessUsers)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows the two cards, the staff banner and the six columns; no delete on the own row', async () => {
    signInAs('Admin', { id: 1 });
    const { api } = fakeApi(routes());
    renderApp('/admin/users', api);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Kullanıcı', 'Rol', 'İletişim', 'Durum', 'Kayıt Tarihi', 'İşlemler']);
    expect(screen.getByText(T.total).closest('.tf-stat')).toHaveTextContent('2');
    expect(screen.getByText(T.active).closest('.tf-stat')).toHaveTextContent('1');
    expect(screen.getByText(/tamirhane yönetimi sayfasında yönetilir/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'admin sil' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ayse sil' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'admin düzenle' })).toBeInTheDocument();
  });

  it('checks the add form in field order with the texts of §5, the role fixed to Admin and disabled', async () => {
    signInAs('Admin', { id: 1 });
    const { api, calls } = fakeApi(routes());
    renderApp('/admin/users', api);
    await userEvent.click(await screen.findByRole('button', { name: T.newUser }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Rol')).toBeDisabled();
    expect(within(dialog).getByLabelText('Rol')).toHaveValue('Yönetici');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    for (const text of [
      MSG.adminUsernameRequired,
      MSG.adminPasswordRequired,
      MSG.firstNameRequired,
      MSG.lastNameRequired,
      MSG.emailRequired,
      MSG.phoneRequired,
    ])
      expect(await within(dialog).findByText(text)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Kullanıcı Adı/), 'ab');
    await userEvent.type(within(dialog).getByLabelText(/^Şifre/), '12345');
    await userEvent.type(within(dialog).getByLabelText(/E-posta/), 'a b@x.com');
    await userEvent.type(within(dialog).getByLabelText(/Telefon/), '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    for (const text of [MSG.adminUsernameMin, MSG.passwordMin(6), MSG.emailInvalid, MSG.phoneInvalid])
      expect(await within(dialog).findByText(text)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('generates a 9-character password with a lower, an upper, a digit and one of !@#$% and shows it', async () => {
    signInAs('Admin', { id: 1 });
    const spy = jest.spyOn(globalThis.crypto, 'getRandomValues');
    const { api } = fakeApi(routes());
    renderApp('/admin/users', api);
    await userEvent.click(await screen.findByRole('button', { name: T.newUser }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: T.generate }));
    const value = (within(dialog).getByLabelText(/^Şifre/) as HTMLInputElement).value;
    expect(value).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%]).{9}$/);
    expect(within(dialog).getByText(value)).toBeInTheDocument();
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('creates an admin, closes the form and says the login details were e-mailed', async () => {
    signInAs('Admin', { id: 1 });
    const { api, calls } = fakeApi(
      routes({ 'POST /user': { status: 201, data: { id: 9, message: 'Kullanıcı oluşturuldu. Giriş bilgileri mehmet@tamir.example adresine gönderildi.' } } }),
    );
    renderApp('/admin/users', api);
    await userEvent.click(await screen.findByRole('button', { name: T.newUser }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Kullanıcı Adı/), 'mehmet');
    await userEvent.type(within(dialog).getByLabelText(/^Şifre/), 'Gizli!234');
    await userEvent.type(within(dialog).getByLabelText(/^Ad/), 'Mehmet');
    await userEvent.type(within(dialog).getByLabelText(/Soyad/), 'Demir');
    await userEvent.type(within(dialog).getByLabelText(/E-posta/), 'mehmet@tamir.example');
    await userEvent.type(within(dialog).getByLabelText(/Telefon/), '0532 111 22 33');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST' && c.url === '/user')?.body).toEqual({
      username: 'mehmet',
      password: 'Gizli!234',
      firstName: 'Mehmet',
      lastName: 'Demir',
      email: 'mehmet@tamir.example',
      phone: '0532 111 22 33',
      role: 'Admin',
    });
    expect(toastMessages('success').join(' ')).toMatch(/Giriş bilgileri .*gönderildi/);
  });

  it('sends only changed fields on edit, the password only when given, e-mail and phone always', async () => {
    signInAs('Admin', { id: 1 });
    const { api, calls } = fakeApi(routes({ 'PUT /user/7': { status: 200, data: { ...other, lastName: 'Yılmaz' } } }));
    renderApp('/admin/users', api);
    await userEvent.click(await screen.findByRole('button', { name: 'ayse düzenle' }));
    const dialog = await screen.findByRole('dialog');
    const last = within(dialog).getByLabelText(/Soyad/);
    await userEvent.clear(last);
    await userEvent.type(last, 'Yılmaz');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ lastName: 'Yılmaz', email: 'ayse@tamir.example', phone: '05324445566' });
  });

  it('shows the spec texts when a status change or a delete fails', async () => {
    signInAs('Admin', { id: 1 });
    const { api } = fakeApi(routes({ 'POST /users/7/toggle-status': { status: 500 }, 'DELETE /users/7': { status: 500 } }));
    renderApp('/admin/users', api);
    await userEvent.click(await screen.findByRole('button', { name: 'ayse pasifleştir' }));
    await waitFor(() => expect(toastMessages('error').join(' ')).toContain(MSG.statusChangeFailed));
    await userEvent.click(screen.getByRole('button', { name: 'ayse sil' }));
    const confirm = await screen.findByRole('alertdialog').catch(() => screen.findByRole('dialog'));
    expect(confirm).toHaveTextContent('geri alınamaz');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(toastMessages('error').join(' ')).toContain(MSG.deleteFailed));
  });
});
