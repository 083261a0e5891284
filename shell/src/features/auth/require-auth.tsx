import { isAuthenticated, useAuth } from '@tamir/shared-api';
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { LOGIN_PATH } from '../../lib/paths';

/** The route guard: authentication only (spec §2); role limits are the server's business. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const authenticated = useAuth(isAuthenticated);
  if (!authenticated) return <Navigate to={LOGIN_PATH} replace />;
  return children ?? <Outlet />;
}

/** `/`: plate search when signed in, else the login page. */
export function HomeRedirect() {
  const authenticated = useAuth(isAuthenticated);
  return <Navigate to={authenticated ? '/plate-search' : LOGIN_PATH} replace />;
}
