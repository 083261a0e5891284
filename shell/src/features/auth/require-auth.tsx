import { isAuthenticated, MSG, useAuth } from '@tamir/shared-api';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LOGIN_PATH, PASSWORD_CHANGE_PATH, PASSWORD_CHANGE_SCREEN } from '../../lib/paths';

/**
 * The route guard: authentication (spec §2), and a due password change before anything else (the
 * server refuses every other call until then); role limits are the server's business. After a
 * 401 the screen gives way to the warning until the client goes to /giris 1.5 s later.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const authenticated = useAuth(isAuthenticated);
  const expired = useAuth((state) => state.sessionExpired);
  const mustChange = useAuth((state) => !!state.user?.mustChangePassword);
  const { pathname, search } = useLocation();
  if (!authenticated && expired) {
    return (
      <p role="alert" className="tf-session-expired">
        {MSG.sessionExpired}
      </p>
    );
  }
  if (!authenticated) return <Navigate to={LOGIN_PATH} replace />;
  if (mustChange && (pathname !== PASSWORD_CHANGE_SCREEN || !search.includes('tab=password'))) return <Navigate to={PASSWORD_CHANGE_PATH} replace />;
  return children ?? <Outlet />;
}

/** `/`: plate search when signed in (the password change when it is due), else the login page. */
export function HomeRedirect() {
  const authenticated = useAuth(isAuthenticated);
  const mustChange = useAuth((state) => !!state.user?.mustChangePassword);
  return <Navigate to={!authenticated ? LOGIN_PATH : mustChange ? PASSWORD_CHANGE_PATH : '/plate-search'} replace />;
}
