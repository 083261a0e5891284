import { Navigate, Route, Routes } from 'react-router-dom';
import { CompaniesPage } from './features/companies/companies-page';
import { NotificationsPage } from './features/notifications/notifications-page';
import { RepairShopsPage } from './features/repair-shops/repair-shops-page';
import { UsersPage } from './features/users/users-page';
import { PATHS } from './paths';

/** The screens of this remote (administration.md §2); the shell mounts it under each /admin/<section>. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={PATHS.users} element={<UsersPage />} />
      <Route path={PATHS.repairShops} element={<RepairShopsPage />} />
      <Route path={PATHS.companies} element={<CompaniesPage />} />
      <Route path={PATHS.notifications} element={<NotificationsPage />} />
      <Route path="*" element={<Navigate to={PATHS.dashboard} replace />} />
    </Routes>
  );
}
