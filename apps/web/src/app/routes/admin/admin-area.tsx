import { Route, Routes } from 'react-router';
import { paths } from '@/config/paths';
import { AdminLayout } from '@/app/routes/admin/admin-layout';
import { AdminLoginRoute } from '@/app/routes/admin/admin-login-route';
import { AdminNotFoundRoute } from '@/app/routes/admin/admin-not-found-route';

/** spec 2 admin routes (lazy: customers never download this). Role guards come with the pages. */
export function AdminArea() {
  return (
    <AdminLayout>
      <Routes>
        <Route path={paths.admin.login.path} element={<AdminLoginRoute />} />
        <Route path="*" element={<AdminNotFoundRoute />} />
      </Routes>
    </AdminLayout>
  );
}
