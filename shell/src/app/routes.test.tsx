import { act, screen } from '@testing-library/react';
import { authStore, MSG } from '@tamir/shared-api';
import { fakeHttpApi } from '../test/fake-http';
import { ADMIN, renderWithShell, resetSession, signIn, TAMIRCI } from '../test/render-shell';
import { AppRoutes } from './routes';

function renderAt(path: string) {
  const { api } = fakeHttpApi({});
  renderWithShell(<AppRoutes />, { path, api });
  return screen.getByTestId('location');
}

describe('route table and guard', () => {
  beforeEach(resetSession);

  it.each(['/admin', '/admin/forms/5', '/admin/users', '/plate-search', '/plate-search/form/3', '/forms/7'])(
    'sends an unauthenticated visit of %s to /giris',
    (path) => {
      expect(renderAt(path)).toHaveTextContent(/^\/giris$/);
      expect(screen.getByRole('button', { name: 'Giriş Yap' })).toBeInTheDocument();
    },
  );

  it.each(['/login', '/panel/giris'])('redirects %s to /giris', (path) => {
    expect(renderAt(path)).toHaveTextContent(/^\/giris$/);
  });

  it('sends / to /giris when signed out', () => {
    expect(renderAt('/')).toHaveTextContent(/^\/giris$/);
  });

  it('sends / to /plate-search when signed in', () => {
    signIn(TAMIRCI);
    expect(renderAt('/')).toHaveTextContent(/^\/plate-search$/);
  });

  it.each(['/admin/dashboard', '/tamirci/dashboard'])('redirects %s to /admin', (path) => {
    signIn(ADMIN);
    expect(renderAt(path)).toHaveTextContent(/^\/admin$/);
  });

  it('lets a signed-in user into the admin area with the layout and a loading slot', () => {
    signIn(ADMIN);
    expect(renderAt('/admin/forms')).toHaveTextContent('/admin/forms');
    expect(screen.getByRole('navigation', { name: 'Ana menü' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Yükleniyor...');
  });

  it('after a 401 keeps the place and shows the warning instead of the screen until the client redirects', () => {
    signIn(ADMIN);
    const location = renderAt('/admin/forms');
    act(() => authStore.getState().expire());
    expect(location).toHaveTextContent('/admin/forms');
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.sessionExpired);
    expect(screen.queryByRole('navigation', { name: 'Ana menü' })).not.toBeInTheDocument();
    expect(authStore.getState().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows /forms/{id} (the admin dashboard row target) inside the admin layout', () => {
    signIn(ADMIN);
    expect(renderAt('/forms/7')).toHaveTextContent('/forms/7');
    expect(screen.getByRole('navigation', { name: 'Ana menü' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Yükleniyor...');
  });

  it('keeps /forms/view/{token} public and outside the layout when signed in', () => {
    signIn(TAMIRCI);
    expect(renderAt('/forms/view/abc123')).toHaveTextContent('/forms/view/abc123');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows the public form slot without login or layout', () => {
    expect(renderAt('/forms/view/abc123')).toHaveTextContent('/forms/view/abc123');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Yükleniyor...');
  });

  it('shows a not-found page for unknown paths', () => {
    signIn(TAMIRCI);
    renderAt('/nereye');
    expect(screen.getByText('Sayfa bulunamadı')).toBeInTheDocument();
  });
});
