import { authStore, MSG } from '@tamir/shared-api';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { fakeHttpApi, type FakeResponse } from '../../test/fake-http';
import { ADMIN, renderWithShell, resetSession, signIn, TAMIRCI } from '../../test/render-shell';
import { loginErrorMessage } from './login-error';
import { LoginPage } from './login-page';
import { PASSWORD_CHANGE_NOTICE } from '../../lib/password-notice';

function renderLogin(answer: (body: unknown) => FakeResponse | Promise<FakeResponse>) {
  // the API client reads the browser's path: no session-expired handling on the login page
  window.history.replaceState(null, '', '/giris');
  const http = fakeHttpApi({ 'POST /auth/login': (call) => answer(call.body) });
  renderWithShell(
    <Routes>
      <Route path="/giris" element={<LoginPage />} />
      <Route path="/admin" element={<p>Yönetim paneli</p>} />
      <Route path="/plate-search" element={<p>Plaka sorgulama</p>} />
      <Route path="/admin/settings" element={<p>Şifre değiştirme ekranı</p>} />
    </Routes>,
    { path: '/giris', api: http.api },
  );
  return http;
}

const toasts = () => within(screen.getByRole('region', { name: /Bildirimler/ }));

async function submit(username: string, password: string) {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByLabelText('Kullanıcı adı'), username);
  if (password) await user.type(screen.getByLabelText('Şifre'), password);
  await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
  return user;
}

describe('LoginPage', () => {
  beforeEach(resetSession);

  it("says once the word a sign-out left (the restore's), and not again on the next visit", () => {
    authStore.getState().signOut(MSG.backupRestored);
    renderLogin(() => ({ status: 500, data: {} }));
    expect(screen.getByRole('status')).toHaveTextContent(MSG.backupRestored);
    expect(sessionStorage.getItem('loginNotice')).toBeNull();
    cleanup();
    renderLogin(() => ({ status: 500, data: {} }));
    expect(screen.queryByText(MSG.backupRestored)).not.toBeInTheDocument();
  });

  it('shows the product title, the fields and a remember-me box', () => {
    renderLogin(() => ({ status: 200 }));
    expect(screen.getByRole('heading', { name: 'Tamir Formu Yönetim Sistemi' })).toBeInTheDocument();
    expect(screen.getByLabelText('Kullanıcı adı')).toBeInTheDocument();
    expect(screen.getByLabelText('Şifre')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Beni hatırla' })).toBeInTheDocument();
  });

  it('warns about both empty fields and makes no call', async () => {
    const { calls } = renderLogin(() => ({ status: 200 }));
    await submit('', '');
    expect(await toasts().findByText('Kullanıcı adı gereklidir')).toBeInTheDocument();
    expect(toasts().getByText('Şifre gereklidir')).toBeInTheDocument();
    expect(
      toasts()
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-kind')),
    ).toEqual(['warning', 'warning']);
    expect(screen.getByLabelText('Kullanıcı adı')).toHaveAccessibleDescription('Kullanıcı adı gereklidir');
    expect(calls).toHaveLength(0);
  });

  it('treats a username of spaces as empty', async () => {
    const { calls } = renderLogin(() => ({ status: 200 }));
    await submit('   ', 'secret');
    expect(await toasts().findByText('Kullanıcı adı gereklidir')).toBeInTheDocument();
    expect(toasts().queryByText('Şifre gereklidir')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('signs an Admin in with the trimmed username and goes to /admin', async () => {
    const { calls } = renderLogin(() => ({ status: 200, data: { token: 'jwt-1', user: ADMIN } }));
    await submit('  admin ', 'secret');
    expect(await screen.findByText('Yönetim paneli')).toBeInTheDocument();
    expect(calls[0].body).toEqual({ username: 'admin', password: 'secret' });
    expect(localStorage.getItem('token')).toBe('jwt-1');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').username).toBe('admin');
  });

  it('sends a Tamirci to /plate-search', async () => {
    renderLogin(() => ({ status: 200, data: { token: 'jwt-2', user: TAMIRCI } }));
    await submit('usta', 'secret');
    expect(await screen.findByText('Plaka sorgulama')).toBeInTheDocument();
  });

  it('shows the busy label while the call runs', async () => {
    let answer: (value: FakeResponse) => void = () => undefined;
    renderLogin(() => new Promise<FakeResponse>((resolve) => (answer = resolve)));
    await submit('admin', 'secret');
    const button = await screen.findByRole('button', { name: 'Giriş yapılıyor...' });
    expect(button).toBeDisabled();
    answer({ status: 200, data: { token: 'jwt', user: ADMIN } });
    expect(await screen.findByText('Yönetim paneli')).toBeInTheDocument();
  });

  it.each([
    ['Invalid credentials', 401],
    ['Invalid username or password', 401],
    ['KULLANICI ADI VEYA ŞİFRE HATALI', 401],
    ['KULLANICI ADI VEYA ŞIFRE HATALI', 401],
    ['Kullanici adi veya sifre hatali', 401],
    ['Kullanıcı adı veya şifre hatalı.', 400],
  ])('maps the server message %p to the Turkish invalid-credentials text', async (message, status) => {
    renderLogin(() => ({ status, data: { message } }));
    await submit('admin', 'wrong');
    expect(await toasts().findByText('Kullanıcı adı veya şifre hatalı')).toBeInTheDocument();
    expect(toasts().queryByText(MSG.sessionExpired)).not.toBeInTheDocument();
    expect(authStore.getState().token).toBeNull();
  });

  it('shows any other server message as sent', async () => {
    renderLogin(() => ({ status: 429, data: { message: MSG.tooManyRequests } }));
    await submit('admin', 'secret');
    expect(await toasts().findByText(MSG.tooManyRequests)).toBeInTheDocument();
  });

  it('falls back to the default message when the server sends none', async () => {
    renderLogin(() => ({ status: 400, data: {} }));
    await submit('admin', 'secret');
    expect(await toasts().findByText('Giriş başarısız. Lütfen bilgilerinizi kontrol edin.')).toBeInTheDocument();
  });

  it("says 'Geçersiz sunucu yanıtı' when the answer has no user", async () => {
    renderLogin(() => ({ status: 200, data: { token: 'jwt' } }));
    await submit('admin', 'secret');
    expect(await toasts().findByText('Geçersiz sunucu yanıtı')).toBeInTheDocument();
    expect(authStore.getState().token).toBeNull();
    expect(screen.getByRole('heading', { name: 'Tamir Formu Yönetim Sistemi' })).toBeInTheDocument();
  });

  it('warns after login and goes to the password change when the password must be changed', async () => {
    renderLogin(() => ({ status: 200, data: { token: 'jwt', user: { ...TAMIRCI, mustChangePassword: true } } }));
    await submit('usta', 'secret');
    expect(await toasts().findByText(PASSWORD_CHANGE_NOTICE)).toBeInTheDocument();
    expect(await screen.findByText('Şifre değiştirme ekranı')).toBeInTheDocument();
    expect(screen.queryByText('Plaka sorgulama')).not.toBeInTheDocument();
  });

  it.each([
    ['Admin', ADMIN, 'Yönetim paneli'],
    ['Tamirci', TAMIRCI, 'Plaka sorgulama'],
  ])('redirects a signed-in %s away from the login page', async (_role, user, landing) => {
    signIn(user);
    renderLogin(() => ({ status: 200 }));
    expect(await screen.findByText(landing)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText('Kullanıcı adı')).not.toBeInTheDocument());
  });
});

describe('loginErrorMessage', () => {
  it('adds nothing when the shared call rules already reported the failure', async () => {
    const http = fakeHttpApi({ 'POST /auth/login': () => ({ status: 500, data: { message: 'boom' } }) });
    const error = await http.api.post('/auth/login', {}).catch((e: unknown) => e);
    expect(loginErrorMessage(error)).toBeNull();
  });

  it('uses the default for errors that are not API errors', () => {
    expect(loginErrorMessage(new Error('x'))).toBe(MSG.loginFailed);
  });
});
