import { describe, expect, it } from 'vitest';
import { ADMIN_PAGES, ADMIN_ROLES, canOpenAdminPage, type AdminRole } from '@cl/contracts';
import { adminHomeFor, adminMenuFor, adminRedirectFor, BUILT_ADMIN_PAGES } from './admin-access';

// spec 6 table, written out by hand so that a change to the contracts table is noticed here too.
const MENU_BY_ROLE: Record<AdminRole, string[]> = {
  1: [
    'dashboard',
    'lenders',
    'vendors-on-off',
    'customer-eligibility',
    'credit-cards',
    'partners',
    // Issue 17: the ONDC network's participants and transactions (ADR 031, "Admin").
    'ondc-participants',
    'ondc-transactions',
    'user-management',
  ],
  2: ['dashboard'],
  3: [],
};

describe('admin menu and route guard (spec 6)', () => {
  it.each(ADMIN_ROLES)('gives role %i exactly the built pages the table allows it', (role) => {
    const menu = adminMenuFor(role).map((entry) => entry.page);
    expect(menu).toEqual(MENU_BY_ROLE[role]);
    expect(menu).toEqual(BUILT_ADMIN_PAGES.filter((page) => canOpenAdminPage(role, page)));
    for (const entry of adminMenuFor(role)) expect(entry.href).toBe(`/admin/${entry.page}`);
  });

  it('sends roles 1 and 2 home to the dashboard, and role 3 to its first page (it may not open the dashboard)', () => {
    expect(adminHomeFor(1)).toBe('/admin/dashboard');
    expect(adminHomeFor(2)).toBe('/admin/dashboard');
    expect(adminHomeFor(3)).toBe('/admin/csr-portal');
    for (const role of ADMIN_ROLES) expect(adminRedirectFor(role, adminHomeFor(role))).toBeNull();
  });

  it.each(ADMIN_ROLES)(
    'lets role %i open exactly the table pages and redirects it from every other',
    (role) => {
      for (const page of ADMIN_PAGES) {
        for (const path of [`/admin/${page}`, `/admin/${page}/12`]) {
          const redirect = adminRedirectFor(role, path);
          if (canOpenAdminPage(role, page)) expect(redirect, `${String(role)} ${path}`).toBeNull();
          else expect(redirect, `${String(role)} ${path}`).toBe(adminHomeFor(role));
        }
      }
    },
  );

  it('leaves unknown admin paths to the not-found page', () => {
    expect(adminRedirectFor(2, '/admin/nope')).toBeNull();
  });
});
