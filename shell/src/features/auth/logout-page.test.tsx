import { authStore } from '@tamir/shared-api';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { fakeHttpApi, type FakeResponse } from '../../test/fake-http';
import { ADMIN, renderWithShell, resetSession, signIn } from '../../test/render-shell';
import { LogoutPage } from './logout-page';

function renderLogout(answer: () => FakeResponse | Promise<FakeResponse>) {
  window.history.replaceState(null, '', '/admin/logout');
  const http = fakeHttpApi({ 'POST /auth/logout': answer });
  renderWithShell(
    <Routes>
      <Route path="/admin/logout" element={<LogoutPage />} />
      <Route path="/giris" element={<p>Giriş sayfası</p>} />
    </Routes>,
    { path: '/admin/logout', api: http.api },
  );
  return http;
}

describe('LogoutPage', () => {
  beforeEach(() => {
    resetSession();
    signIn(ADMIN, 'jwt-logout');
    sessionStorage.setItem('draft', 'x');
  });

  it('calls POST /auth/logout with the token, clears the session and goes to /giris', async () => {
    const { calls } = renderLogout(() => ({ status: 200, data: { message: 'ok' } }));
    expect(screen.getByText('Çıkış Yapılıyor...')).toBeInTheDocument();
    expect(await screen.findByText('Giriş sayfası')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0].headers.Authorization).toBe('Bearer jwt-logout');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(sessionStorage.getItem('draft')).toBeNull();
  });

  it.each([
    ['the server fails', () => ({ status: 500, data: { message: 'boom' } })],
    ['the session has expired', () => ({ status: 401, data: { message: 'expired' } })],
    ['the network is down', () => Promise.reject(new Error('offline'))],
  ])('clears the session even when %s', async (_case, answer) => {
    renderLogout(answer as () => Promise<FakeResponse>);
    expect(await screen.findByText('Giriş sayfası')).toBeInTheDocument();
    expect(authStore.getState().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });
});
