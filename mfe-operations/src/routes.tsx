import { Route, Routes, useLocation } from 'react-router-dom';
import { areaOf, type Area } from './paths';
import { DashboardPage } from './features/dashboard/dashboard-page';
import { NotFoundPage } from './features/not-found/not-found-page';
import { PlateSearchPage } from './features/plate-search/plate-search-page';
import { AdminNewFormPage } from './features/repair-forms/admin-new-form-page';
import { CreateFormPage } from './features/repair-forms/create-form-page';
import { FormViewPage } from './features/repair-forms/form-view-page';
import { FormDetailPage } from './features/repair-forms/form-detail-page';
import { FormListPage } from './features/repair-form-list/form-list-page';
import { VehicleSearchPage } from './features/vehicle-search/vehicle-search-page';
import { VehicleListPage } from './features/vehicles/vehicle-list-page';
import { VehicleFormPage } from './features/vehicles/vehicle-form-page';
import { VehicleFormsPage } from './features/vehicle-forms/vehicle-forms-page';
import { DriversPage } from './features/drivers/drivers-page';
import { RemindersPage } from './features/reminders/reminders-page';
import { InvoicesPage } from './features/invoices/invoices-page';

/**
 * The screens of this remote; the shell mounts it under /plate-search/* and /admin/*. Mounted in
 * one layout (`area`), it renders nothing for a path of the other: the shell is about to mount it
 * again in that path's layout, and a screen started here would load twice and lose what was typed.
 */
export function AppRoutes({ area }: { area?: Area }) {
  const { pathname } = useLocation();
  if (area && areaOf(pathname) !== area) return null;
  return (
    <Routes>
      <Route path="/plate-search" element={<PlateSearchPage />} />
      <Route path="/plate-search/create-form" element={<CreateFormPage />} />
      <Route path="/plate-search/form/:id" element={<FormViewPage />} />
      <Route path="/admin" element={<DashboardPage />} />
      <Route path="/admin/forms" element={<FormListPage />} />
      <Route path="/admin/forms/new" element={<AdminNewFormPage />} />
      <Route path="/admin/forms/:id" element={<FormDetailPage />} />
      <Route path="/forms/:id" element={<FormDetailPage />} />
      <Route path="/admin/vehicle-search" element={<VehicleSearchPage />} />
      <Route path="/admin/vehicles" element={<VehicleListPage />} />
      <Route path="/admin/vehicles/new" element={<VehicleFormPage />} />
      <Route path="/admin/vehicles/edit/:id" element={<VehicleFormPage />} />
      <Route path="/admin/vehicles/:id/forms" element={<VehicleFormsPage />} />
      <Route path="/admin/drivers" element={<DriversPage />} />
      <Route path="/admin/reminders" element={<RemindersPage />} />
      <Route path="/admin/invoices" element={<InvoicesPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
