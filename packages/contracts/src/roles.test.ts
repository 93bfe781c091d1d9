import { describe, expect, it } from 'vitest';
import { ADMIN_PAGES, adminPageOfPath, canOpenAdminPage, pagesForRole } from './roles.ts';

describe('admin roles (spec 6)', () => {
  it('gives role 1 every page', () => {
    expect(pagesForRole(1)).toEqual(ADMIN_PAGES);
  });
  it('gives role 2 the reports, dashboard, status file and CSR', () => {
    expect(pagesForRole(2).sort()).toEqual(
      [
        'application-status-file',
        'csr-portal',
        'customers-journey',
        'dashboard',
        'internal-report',
        'products-report',
        'vendors-products-report',
      ].sort(),
    );
  });
  it('gives role 3 CSR, telecalling and the support inbox only (ADR 022)', () => {
    expect(pagesForRole(3).sort()).toEqual(['csr-portal', 'support-inbox', 'telecalling']);
  });
  it('keeps the audit screen for role 1 and the support inbox from role 2 (ADR 022)', () => {
    expect(canOpenAdminPage(1, 'audit-log')).toBe(true);
    expect(canOpenAdminPage(2, 'audit-log')).toBe(false);
    expect(canOpenAdminPage(3, 'audit-log')).toBe(false);
    expect(canOpenAdminPage(2, 'support-inbox')).toBe(false);
  });
  it('keeps telecalling from role 2 and lenders from roles 2 and 3', () => {
    expect(canOpenAdminPage(2, 'telecalling')).toBe(false);
    expect(canOpenAdminPage(2, 'lenders')).toBe(false);
    expect(canOpenAdminPage(3, 'lenders')).toBe(false);
  });
  it('finds the page of a path', () => {
    expect(adminPageOfPath('/admin/lenders/12')).toBe('lenders');
    expect(adminPageOfPath('/admin/csr-portal/1/2')).toBe('csr-portal');
    expect(adminPageOfPath('/admin/unknown')).toBeNull();
    expect(adminPageOfPath('/admin/constructor')).toBeNull();
  });
});
