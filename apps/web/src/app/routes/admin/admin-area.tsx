import { lazy, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { AdminPage } from '@cl/contracts';
import { paths } from '@/config/paths';
import { adminHomeFor } from '@/app/routes/admin/admin-access';
import { AdminLayout } from '@/app/routes/admin/admin-layout';
import { AdminLoginRoute } from '@/app/routes/admin/admin-login-route';
import { AdminFallbackRoute } from '@/app/routes/admin/admin-fallback-route';
import { useAdminProfile } from '@/app/routes/admin/admin-profile-context';
import { AdminSessionGate } from '@/app/routes/admin/admin-session-gate';
import { RequireAdminPage } from '@/app/routes/admin/require-admin-page';
import { adminOperationsRoutes } from '@/app/routes/admin/admin-operations-routes';

// Each page is its own chunk inside the (already lazy) admin area.
const DashboardRoute = lazy(() =>
  import('@/app/routes/admin/dashboard/dashboard-route').then((m) => ({ default: m.DashboardRoute })),
);
const UserManagementRoute = lazy(() =>
  import('@/app/routes/admin/users/user-management-route').then((m) => ({ default: m.UserManagementRoute })),
);
const LendersRoute = lazy(() =>
  import('@/app/routes/admin/lenders/lenders-route').then((m) => ({ default: m.LendersRoute })),
);
const LenderDetailRoute = lazy(() =>
  import('@/app/routes/admin/lenders/lender-detail-route').then((m) => ({ default: m.LenderDetailRoute })),
);
const VendorsOnOffRoute = lazy(() =>
  import('@/app/routes/admin/lenders/vendors-on-off-route').then((m) => ({ default: m.VendorsOnOffRoute })),
);
const CustomerEligibilityRoute = lazy(() =>
  import('@/app/routes/admin/lenders/customer-eligibility-route').then((m) => ({
    default: m.CustomerEligibilityRoute,
  })),
);
const CreditCardsRoute = lazy(() =>
  import('@/app/routes/admin/credit-cards/credit-cards-route').then((m) => ({ default: m.CreditCardsRoute })),
);
const PartnersRoute = lazy(() =>
  import('@/app/routes/admin/partners/partners-route').then((m) => ({ default: m.PartnersRoute })),
);
const PartnerDetailRoute = lazy(() =>
  import('@/app/routes/admin/partners/partner-detail-route').then((m) => ({ default: m.PartnerDetailRoute })),
);

// Issue 17: the ONDC network pages.
const OndcParticipantsRoute = lazy(() =>
  import('@/app/routes/admin/ondc/ondc-participants-route').then((m) => ({
    default: m.OndcParticipantsRoute,
  })),
);
const OndcTransactionsRoute = lazy(() =>
  import('@/app/routes/admin/ondc/ondc-transactions-route').then((m) => ({
    default: m.OndcTransactionsRoute,
  })),
);
const OndcTransactionRoute = lazy(() =>
  import('@/app/routes/admin/ondc/ondc-transaction-route').then((m) => ({ default: m.OndcTransactionRoute })),
);

function AdminHome() {
  return <Navigate to={adminHomeFor(useAdminProfile().role)} replace />;
}

const guarded = (page: AdminPage, element: ReactNode) => (
  <RequireAdminPage page={page}>{element}</RequireAdminPage>
);

/**
 * spec 2 admin routes (lazy: customers never download this). /admin/login is open; everything else
 * needs an admin session (AdminSessionGate) and a role the spec 6 table allows (RequireAdminPage).
 */
export function AdminArea() {
  const admin = paths.admin;
  return (
    <Routes>
      <Route
        path={admin.login.path}
        element={
          <AdminLayout>
            <AdminLoginRoute />
          </AdminLayout>
        }
      />
      <Route element={<AdminSessionGate />}>
        <Route path={admin.root.path} element={<AdminHome />} />
        <Route path={admin.dashboard.path} element={guarded('dashboard', <DashboardRoute />)} />
        <Route
          path={admin.userManagement.path}
          element={guarded('user-management', <UserManagementRoute />)}
        />
        <Route path={admin.lenders.path} element={guarded('lenders', <LendersRoute />)} />
        <Route path={admin.lender.path} element={guarded('lenders', <LenderDetailRoute />)} />
        <Route path={admin.vendorsOnOff.path} element={guarded('vendors-on-off', <VendorsOnOffRoute />)} />
        <Route
          path={admin.customerEligibility.path}
          element={guarded('customer-eligibility', <CustomerEligibilityRoute />)}
        />
        <Route path={admin.creditCards.path} element={guarded('credit-cards', <CreditCardsRoute />)} />
        <Route path={admin.partners.path} element={guarded('partners', <PartnersRoute />)} />
        <Route path={admin.partner.path} element={guarded('partners', <PartnerDetailRoute />)} />
        <Route
          path={admin.ondcParticipants.path}
          element={guarded('ondc-participants', <OndcParticipantsRoute />)}
        />
        <Route
          path={admin.ondcTransactions.path}
          element={guarded('ondc-transactions', <OndcTransactionsRoute />)}
        />
        <Route
          path={admin.ondcTransaction.path}
          element={guarded('ondc-transactions', <OndcTransactionRoute />)}
        />
        {adminOperationsRoutes}
      </Route>
      <Route path="*" element={<AdminFallbackRoute />} />
    </Routes>
  );
}
