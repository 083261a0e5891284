import { Navigate, Route, Routes } from 'react-router-dom';
import { CompaniesPage } from './features/companies/companies-page';
import { KvkkPage } from './features/kvkk/kvkk-page';
import { LogsPage } from './features/logs/logs-page';
import { NotificationsPage } from './features/notifications/notifications-page';
import { RepairShopsPage } from './features/repair-shops/repair-shops-page';
import { SettingsPage } from './features/settings/settings-page';
import { UsersPage } from './features/users/users-page';
import { PATHS } from './paths';

/** The screens of this remote (administration §2); the shell mounts it under each /admin/<section>. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={PATHS.users} element={<UsersPage />} />
      <Route path={PATHS.repairShops} element={<RepairShopsPage />} />
      <Route path={PATHS.companies} element={<CompaniesPage />} />
      <Route path={PATHS.notifications} element={<NotificationsPage />} />
      <Route path={PATHS.settings} element={<SettingsPage />} />
      <Route path={PATHS.logs} element={<LogsPage />} />
      <Route path={PATHS.kvkk} element={<KvkkPage />} />
      <Route path="*" element={<Navigate to={PATHS.dashboard} replace />} />
    </Routes>
  );
}
