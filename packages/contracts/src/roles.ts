// spec 6: which admin roles may open which admin path prefix. Used by the server guard on every
// admin route, by the admin menu and by the admin route guards on the web.

export const ADMIN_ROLES = [1, 2, 3] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** Role names are not in the spec; these are ours (docs/decisions/005-admin-role-names.md). */
export const ADMIN_ROLE_NAMES: Record<AdminRole, string> = {
  1: 'superAdmin',
  2: 'operations',
  3: 'customerService',
};

export const ADMIN_PAGE_ROLES = {
  'mis-upload': [1],
  'vendors-on-off': [1],
  lenders: [1],
  'customer-eligibility': [1],
  'customer-info-deletion': [1],
  'user-management': [1],
  'commission-upload-file': [1],
  'merchant-management': [1],
  'tracking-links': [1],
  'credit-cards': [1],
  partners: [1],
  messaging: [1],
  // Not a spec 6 page: the image upload (POST /api/s3-upload-file) behind the role-1 pages that
  // take images (credit cards, lenders, partners' brands), so role 1 only (issue 12 finding 10).
  'image-upload': [1],
  dashboard: [1, 2],
  'internal-report': [1, 2],
  'customers-journey': [1, 2],
  'application-status-file': [1, 2],
  // spec 6 leaves these two out; they are reports like internal-report, so the same roles.
  'products-report': [1, 2],
  'vendors-products-report': [1, 2],
  'csr-portal': [1, 2, 3],
  // Issue 15, ADR 022: not spec 6 pages. The support inbox is for the people who answer people:
  // role 1 and customer service (3), as telecalling. The audit screen shows every admin's actions,
  // so only role 1, who manages admin users.
  'support-inbox': [1, 3],
  'audit-log': [1],
  telecalling: [1, 3],
  // Issue 17: the ONDC network's participants (keys) and its message log, like lenders: role 1.
  'ondc-participants': [1],
  'ondc-transactions': [1],
} as const satisfies Record<string, readonly AdminRole[]>;

export type AdminPage = keyof typeof ADMIN_PAGE_ROLES;

export function isAdminPage(value: string): value is AdminPage {
  return Object.hasOwn(ADMIN_PAGE_ROLES, value);
}

export const ADMIN_PAGES: AdminPage[] = Object.keys(ADMIN_PAGE_ROLES).filter(isAdminPage);

export function isAdminRole(value: unknown): value is AdminRole {
  return value === 1 || value === 2 || value === 3;
}

export function canOpenAdminPage(role: AdminRole, page: AdminPage): boolean {
  const allowed: readonly AdminRole[] = ADMIN_PAGE_ROLES[page];
  return allowed.includes(role);
}

/** The admin page a path belongs to: '/admin/lenders/12' -> 'lenders'. */
export function adminPageOfPath(pathname: string): AdminPage | null {
  const segment = pathname.replace(/^\/admin\/?/, '').split('/')[0] ?? '';
  return isAdminPage(segment) ? segment : null;
}

export function pagesForRole(role: AdminRole): AdminPage[] {
  return ADMIN_PAGES.filter((page) => canOpenAdminPage(role, page));
}
