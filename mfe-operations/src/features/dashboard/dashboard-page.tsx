import { LoadingText } from '@tamir/shared-ui';
import { useAuth } from '@tamir/shared-api';
import { AdminDashboard } from './admin-dashboard';
import { RepairShopDashboard } from './repair-shop-dashboard';

/** /admin: the admin or the repair-shop dashboard by role; a loading text until the role is known. */
export function DashboardPage() {
  const role = useAuth((state) => state.user?.role);
  if (role === 'Admin') return <AdminDashboard />;
  if (role === 'Tamirci') return <RepairShopDashboard />;
  return <LoadingText center />;
}
