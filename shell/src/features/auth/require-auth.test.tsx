import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { fakeHttpApi } from '../../test/fake-http';
import { ADMIN, renderWithShell, resetSession, signIn, TAMIRCI } from '../../test/render-shell';
import { HomeRedirect, RequireAuth } from './require-auth';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function renderGuarded(path: string) {
  const { api } = fakeHttpApi({});
  return renderWithShell(
    <Routes>
      <Route path="/giris" element={<Where />} />
      <Route path="/" element={<HomeRedirect />} />
      <Route element={<RequireAuth />}>
        <Route path="*" element={<Where />} />
      </Route>
    </Routes>,
    { path, api },
  );
}

describe('RequireAuth', () => {
  beforeEach(resetSession);

  it('sends a visitor to the login page', () => {
    renderGuarded('/admin/users');
    expect(screen.getByTestId('where')).toHaveTextContent('/giris');
  });

  it.each(['/admin', '/admin/users', '/plate-search', '/admin/settings?tab=general', '/forms/12', '/'])(
    'keeps a user who must change the password on the change form (from %s)',
    (path) => {
      signIn({ ...TAMIRCI, mustChangePassword: true });
      renderGuarded(path);
      expect(screen.getByTestId('where')).toHaveTextContent('/admin/settings?tab=password');
    },
  );

  it('lets everyone else go where they asked', () => {
    signIn(ADMIN);
    renderGuarded('/admin/settings?tab=general');
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/settings?tab=general');
  });
});
