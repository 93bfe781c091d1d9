import { lazy, type ReactNode } from 'react';
import { Route } from 'react-router';
import type { AdminPage } from '@cl/contracts';
import { paths } from '@/config/paths';
import { RequireAdminPage } from '@/app/routes/admin/require-admin-page';

// Admin operations routes (issue 7): uploads, reports, logs, CSR, deletion, telecalling, messaging,
// tracking links, merchants. A fragment of <Route> elements placed inside admin-area.tsx's
// session-gated routes; each page is its own chunk inside the lazy admin area.
const page = <T extends string>(load: () => Promise<Record<T, () => ReactNode>>, name: T) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

const ApplicationStatusFileRoute = page(
  () => import('@/app/routes/admin/operations/uploads/application-status-file-route'),
  'ApplicationStatusFileRoute',
);
const MisUploadRoute = page(
  () => import('@/app/routes/admin/operations/uploads/mis-upload-route'),
  'MisUploadRoute',
);
const CommissionUploadRoute = page(
  () => import('@/app/routes/admin/operations/uploads/commission-upload-route'),
  'CommissionUploadRoute',
);
const MerchantManagementRoute = page(
  () => import('@/app/routes/admin/operations/outreach/merchant-management-route'),
  'MerchantManagementRoute',
);
const TelecallingRoute = page(
  () => import('@/app/routes/admin/operations/outreach/telecalling-route'),
  'TelecallingRoute',
);
const MessagingRoute = page(
  () => import('@/app/routes/admin/operations/outreach/messaging-route'),
  'MessagingRoute',
);
const TrackingLinksRoute = page(
  () => import('@/app/routes/admin/operations/outreach/tracking-links-route'),
  'TrackingLinksRoute',
);
const InternalReportRoute = page(
  () => import('@/app/routes/admin/operations/reports/internal-report-route'),
  'InternalReportRoute',
);
const loadReports = () => import('@/app/routes/admin/operations/reports/report-page');
const ProductsReportRoute = page(loadReports, 'ProductsReportRoute');
const VendorsProductsReportRoute = page(loadReports, 'VendorsProductsReportRoute');
const CustomersJourneyRoute = page(loadReports, 'CustomersJourneyRoute');
const CsrPortalRoute = page(
  () => import('@/app/routes/admin/operations/csr/csr-portal-route'),
  'CsrPortalRoute',
);
const CsrCustomerRoute = page(
  () => import('@/app/routes/admin/operations/csr/csr-customer-route'),
  'CsrCustomerRoute',
);
const CustomerInfoDeletionRoute = page(
  () => import('@/app/routes/admin/operations/people/customer-info-deletion-route'),
  'CustomerInfoDeletionRoute',
);
const SupportInboxRoute = page(
  () => import('@/app/routes/admin/operations/support/support-inbox-route'),
  'SupportInboxRoute',
);
const AuditLogRoute = page(
  () => import('@/app/routes/admin/operations/audit/audit-log-route'),
  'AuditLogRoute',
);

const guarded = (adminPage: AdminPage, element: ReactNode) => (
  <RequireAdminPage page={adminPage}>{element}</RequireAdminPage>
);

const admin = paths.admin;

export const adminOperationsRoutes = (
  <>
    <Route
      path={admin.applicationStatusFile.path}
      element={guarded('application-status-file', <ApplicationStatusFileRoute />)}
    />
    <Route path={admin.misUpload.path} element={guarded('mis-upload', <MisUploadRoute />)} />
    <Route
      path={admin.commissionUpload.path}
      element={guarded('commission-upload-file', <CommissionUploadRoute />)}
    />
    <Route
      path={admin.merchantManagement.path}
      element={guarded('merchant-management', <MerchantManagementRoute />)}
    />
    <Route path={admin.telecalling.path} element={guarded('telecalling', <TelecallingRoute />)} />
    <Route path={admin.messaging.path} element={guarded('messaging', <MessagingRoute />)} />
    <Route path={admin.trackingLinks.path} element={guarded('tracking-links', <TrackingLinksRoute />)} />
    <Route path={admin.internalReport.path} element={guarded('internal-report', <InternalReportRoute />)} />
    <Route path={admin.productsReport.path} element={guarded('products-report', <ProductsReportRoute />)} />
    <Route
      path={admin.vendorsProductsReport.path}
      element={guarded('vendors-products-report', <VendorsProductsReportRoute />)}
    />
    <Route
      path={admin.customersJourney.path}
      element={guarded('customers-journey', <CustomersJourneyRoute />)}
    />
    <Route path={admin.csrPortal.path} element={guarded('csr-portal', <CsrPortalRoute />)} />
    <Route path={admin.csrCustomer.path} element={guarded('csr-portal', <CsrCustomerRoute />)} />
    <Route
      path={admin.customerInfoDeletion.path}
      element={guarded('customer-info-deletion', <CustomerInfoDeletionRoute />)}
    />
    <Route path={admin.supportInbox.path} element={guarded('support-inbox', <SupportInboxRoute />)} />
    <Route path={admin.auditLog.path} element={guarded('audit-log', <AuditLogRoute />)} />
  </>
);
