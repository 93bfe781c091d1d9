import {
  adminPageOfPath,
  canOpenAdminPage,
  pagesForRole,
  type AdminPage,
  type AdminRole,
} from '@cl/contracts';
import { paths } from '@/config/paths';

/** Admin pages built so far, in menu order. The menu lists only these (and only what the role may open). */
export const BUILT_ADMIN_PAGES = [
  'dashboard',
  'lenders',
  'vendors-on-off',
  'customer-eligibility',
  'credit-cards',
  'partners',
  'ondc-participants',
  'ondc-transactions',
  'user-management',
] as const satisfies readonly AdminPage[];
export type BuiltAdminPage = (typeof BUILT_ADMIN_PAGES)[number];

export interface AdminMenuEntry {
  page: BuiltAdminPage;
  href: string;
}

/** spec 6: the menu shows only entries the role may open; the role table is @cl/contracts'. */
export function adminMenuFor(role: AdminRole): AdminMenuEntry[] {
  return BUILT_ADMIN_PAGES.filter((page) => canOpenAdminPage(role, page)).map((page) => ({
    page,
    href: paths.admin.page.getHref(page),
  }));
}

/**
 * Where a role lands (after sign-in without a callback, on /admin, and after a refused page).
 * spec 6 says a wrong role goes to /admin/dashboard, but its own table does not let role 3 open the
 * dashboard (only csr-portal and telecalling), so sending role 3 there would loop. Decision: a role
 * that may not open the dashboard goes to the first page the table allows it, in table order.
 */
export function adminHomeFor(role: AdminRole): string {
  if (canOpenAdminPage(role, 'dashboard')) return paths.admin.dashboard.getHref();
  const [first] = pagesForRole(role);
  return first ? paths.admin.page.getHref(first) : paths.admin.login.getHref();
}

/** null when the role may open the path; else where to send it (spec 6 wrong role). */
export function adminRedirectFor(role: AdminRole, pathname: string): string | null {
  const page = adminPageOfPath(pathname);
  if (page === null || canOpenAdminPage(role, page)) return null;
  return adminHomeFor(role);
}
