import { Link, Navigate, Route, Routes } from 'react-router-dom';
import { EmptyState } from '@tamir/shared-ui';
import { LoginPage } from '../features/auth/login-page';
import { LogoutPage } from '../features/auth/logout-page';
import { HomeRedirect, RequireAuth } from '../features/auth/require-auth';
import { AdminLayout } from '../features/layout/admin-layout';
import { PlainLayout } from '../features/layout/plain-layout';
import { RemoteSlot } from '../features/remotes/remote-slot';
import { ADMIN_HOME, LOGIN_PATH, LOGOUT_PATH } from '../lib/paths';

/** Admin-area screens that belong to mfe_admin (administration §2); shown once it is deployed. */
export const ADMIN_REMOTE_SECTIONS = ['users', 'repair-shops', 'companies', 'notifications', 'settings', 'logs', 'kvkk'];

function NotFound() {
  return (
    <EmptyState
      title="Sayfa bulunamadı"
      description="Aradığınız sayfa taşınmış ya da hiç var olmamış olabilir."
      action={
        <Link to="/" className="tf-btn tf-btn--primary">
          Ana sayfaya dön
        </Link>
      }
    />
  );
}

/** The route table of spec §2 and docs/contracts.md. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={LOGIN_PATH} element={<LoginPage />} />
      <Route path="/login" element={<Navigate to={LOGIN_PATH} replace />} />
      <Route path="/panel/giris" element={<Navigate to={LOGIN_PATH} replace />} />
      <Route path="/" element={<HomeRedirect />} />
      <Route path="/admin/dashboard" element={<Navigate to={ADMIN_HOME} replace />} />
      <Route path="/tamirci/dashboard" element={<Navigate to={ADMIN_HOME} replace />} />
      <Route path={LOGOUT_PATH} element={<LogoutPage />} />
      <Route path="/forms/view/:token" element={<RemoteSlot remote="mfe_public_form" />} />

      <Route element={<RequireAuth />}>
        <Route path="/admin" element={<AdminLayout />}>
          {ADMIN_REMOTE_SECTIONS.map((section) => (
            <Route key={section} path={`${section}/*`} element={<RemoteSlot key="mfe_admin" remote="mfe_admin" area="admin" optional />} />
          ))}
          {/* index and splat render the same slot, so React keeps one parcel across /admin/* */}
          <Route index element={<RemoteSlot key="mfe_operations" remote="mfe_operations" area="admin" />} />
          <Route path="*" element={<RemoteSlot key="mfe_operations" remote="mfe_operations" area="admin" />} />
        </Route>
        {/* the admin dashboard's recent-form target: the form detail screen, in the admin layout */}
        <Route element={<AdminLayout />}>
          <Route path="/forms/:id" element={<RemoteSlot key="mfe_operations" remote="mfe_operations" area="admin" />} />
        </Route>
        <Route element={<PlainLayout />}>
          <Route path="/plate-search/*" element={<RemoteSlot key="mfe_operations" remote="mfe_operations" area="plain" />} />
          <Route path="*" element={<NotFound />} />
        </Route>
      </Route>
    </Routes>
  );
}
