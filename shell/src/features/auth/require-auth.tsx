import { isAuthenticated, MSG, useAuth } from '@tamir/shared-api';
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { LOGIN_PATH } from '../../lib/paths';

/**
 * The route guard: authentication only (spec §2); role limits are the server's business. After a
 * 401 the screen gives way to the warning until the client goes to /giris 1.5 s later.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const authenticated = useAuth(isAuthenticated);
  const expired = useAuth((state) => state.sessionExpired);
  if (!authenticated && expired) {
    return (
      <p role="alert" className="tf-session-expired">
        {MSG.sessionExpired}
      </p>
    );
  }
  if (!authenticated) return <Navigate to={LOGIN_PATH} replace />;
  return children ?? <Outlet />;
}

/** `/`: plate search when signed in, else the login page. */
export function HomeRedirect() {
  const authenticated = useAuth(isAuthenticated);
  return <Navigate to={authenticated ? '/plate-search' : LOGIN_PATH} replace />;
}
