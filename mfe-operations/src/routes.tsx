import { Route, Routes } from 'react-router-dom';
import { AdminHomePage } from './features/dashboard/admin-home-page';
import { NotFoundPage } from './features/not-found/not-found-page';
import { PlateSearchPage } from './features/plate-search/plate-search-page';
import { AdminNewFormPage } from './features/repair-forms/admin-new-form-page';
import { CreateFormPage } from './features/repair-forms/create-form-page';
import { FormViewPage } from './features/repair-forms/form-view-page';

/** The screens of this remote; the shell mounts it under /plate-search/* and /admin/*. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/plate-search" element={<PlateSearchPage />} />
      <Route path="/plate-search/create-form" element={<CreateFormPage />} />
      <Route path="/plate-search/form/:id" element={<FormViewPage />} />
      <Route path="/admin" element={<AdminHomePage />} />
      <Route path="/admin/forms/new" element={<AdminNewFormPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
