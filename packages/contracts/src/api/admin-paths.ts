// spec 7: admin calls, exactly as named there, plus the admin console's own (user management, session).

export const ADMIN_API = {
  session: '/api/admin/session',
  users: '/api/admin/users',
  user: '/api/admin/users/:adminId',
  lenders: '/api/get-lenders-data',
  lender: '/api/get-lender-data/:lenderId',
  updateLender: '/api/update-lender-data',
  createLender: '/api/create-lender',
  deleteLender: '/api/safe-delete-lender',
  lenderGroups: '/api/lender-group/get-all',
  createLenderGroup: '/api/lender-group/create',
  lenderRevenue: '/api/lender-revenue/get/:lenderId',
  revenueTypes: '/api/lender-revenue/get-types',
  createRevenue: '/api/lender-revenue/create',
  updateRevenue: '/api/lender-revenue/update',
  revenueOrder: '/api/lender-revenue/set-order',
  deleteRevenue: '/api/lender-revenue/delete/:id',
  creditCards: '/api/get-credit-cards-data',
  createCreditCard: '/api/create-credit-card',
  deleteCreditCard: '/api/safe-delete-credit-card',
  updateCreditCard: '/api/update-credit-card-data',
  uploadFile: '/api/s3-upload-file',
  file: '/api/files/:name',
  partners: '/api/admin/partners',
  partnerUtm: '/api/update-partner-utm/:partnerId',
  partnerRevenue: '/api/update-partner-revenue-data/:partnerId',
  partnerBranding: '/api/admin/partners/:partnerId/branding',
  partnerHosts: '/api/admin/partners/:partnerId/hosts',
} as const;

// Issue 7 reports and spec 1 logs (filterable, paged, exportable).
export const ADMIN_REPORTS_API = {
  dashboard: '/api/admin/dashboard',
  internal: '/api/admin/reports/internal',
  products: '/api/admin/reports/products',
  vendorsProducts: '/api/admin/reports/vendors-products',
  customersJourney: '/api/admin/reports/customers-journey',
} as const;

export const ADMIN_LOGS_API = {
  dedupe: '/api/admin/logs/dedupe',
  otpFailures: '/api/admin/logs/otp-failures',
  lenderApiFailures: '/api/admin/logs/lender-api-failures',
} as const;

// spec 7 upload calls, exactly as named there, and the CSV templates (`:kind` is e.g. status.csv).
export const UPLOADS_API = {
  statusFile: '/api/upload-application-status-file',
  misFile: '/api/upload-mis-file',
  commissionFile: '/api/upload-commission-file',
  template: '/api/admin/uploads/template/:kind',
} as const;

export const ERASURE_API = {
  erase: '/api/admin/customers/:userId/erase',
  list: '/api/admin/erasures',
} as const;
