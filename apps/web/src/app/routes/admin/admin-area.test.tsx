import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API, adminPageOfPath, canOpenAdminPage, type AdminPage, type AdminRole } from '@cl/contracts';
import { readRoleId } from '@/lib/cookies';
import { i18n } from '@/lib/i18n';
import { adminSessionReply } from '@/test/admin-session-reply';
import { errorReply } from '@/test/contract-reply';
import { defaultBrandReply, renderWithApp, stubFetch } from '@/test/render';
import { BUILT_ADMIN_PAGES } from './admin-access';
import { AdminArea } from './admin-area';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function stubSession(role: AdminRole | null) {
  return stubFetch((call) => {
    if (call.url.startsWith(ADMIN_API.session)) {
      return role === null ? errorReply('Please sign in', 401) : adminSessionReply(role);
    }
    if (call.url.startsWith('/api/get-partner-by-name')) return defaultBrandReply;
    // Left raw on purpose: whichever page the guard lands on gets an empty answer; these tests are
    // about the shell and its guards, not one endpoint's contract.
    return { status: 200, body: { success: true, data: [] } };
  });
}

const where = () => screen.getByTestId('where').textContent;
// Lazy pages and the admin namespace load on a busy test machine: allow more than the default 1 s.
const slow = { timeout: 8000 };

/** The pages the rendered menu links to. */
async function menuPages(): Promise<(AdminPage | null)[]> {
  const menu = await screen.findByRole('navigation', { name: 'Admin menu' }, slow);
  return within(menu)
    .queryAllByRole('link')
    .map((link) => adminPageOfPath(link.getAttribute('href') ?? ''));
}

describe('AdminArea guards (spec 6)', () => {
  beforeAll(async () => {
    await i18n.loadNamespaces('admin');
  });

  it('sends a visitor without an admin session to /admin/login with the page as callback', async () => {
    stubSession(null);
    renderWithApp(
      <>
        <AdminArea />
        <Where />
      </>,
      { route: '/admin/lenders' },
    );
    await waitFor(() => {
      expect(where()).toBe('/admin/login?callback=%2Fadmin%2Flenders');
    }, slow);
  });

  it('redirects role 2 from /admin/lenders to the dashboard, with no Lenders in its menu', async () => {
    stubSession(2);
    renderWithApp(
      <>
        <AdminArea />
        <Where />
      </>,
      { route: '/admin/lenders' },
    );
    await waitFor(() => {
      expect(where()).toBe('/admin/dashboard');
    }, slow);
    const pages = await menuPages();
    expect(pages).toContain('dashboard');
    expect(pages).not.toContain('lenders');
    for (const page of pages) expect(page !== null && canOpenAdminPage(2, page)).toBe(true);
    await waitFor(() => {
      expect(document.title).toBe('Admin - Dashboard');
    }, slow);
    expect(readRoleId()).toBe(2);
  });

  it('sends role 3, which may not open the dashboard, to its first page instead', async () => {
    stubSession(3);
    renderWithApp(
      <>
        <AdminArea />
        <Where />
      </>,
      { route: '/admin/dashboard' },
    );
    await waitFor(() => {
      expect(where()).toBe('/admin/csr-portal');
    }, slow);
  });

  it.each([1, 2, 3] as const)(
    'shows role %i only pages the table allows, and every built one',
    async (role) => {
      stubSession(role);
      renderWithApp(<AdminArea />, { route: role === 3 ? '/admin/csr-portal' : '/admin/dashboard' });
      const pages = await menuPages();
      for (const page of pages)
        expect(page !== null && canOpenAdminPage(role, page), String(page)).toBe(true);
      const built = BUILT_ADMIN_PAGES.filter((page) => canOpenAdminPage(role, page));
      expect(pages.filter((page) => built.some((b) => b === page))).toEqual(built);
    },
  );

  it("lists role 2's report and CSR pages on its dashboard instead of saying none are open", async () => {
    await i18n.loadNamespaces('admin-ops');
    stubSession(2);
    renderWithApp(<AdminArea />, { route: '/admin/dashboard' });
    const heading = await screen.findByRole('heading', { name: 'Your pages' }, slow);
    const main = within(heading.parentElement ?? document.body);
    await main.findByRole('link', { name: 'Internal report' }, slow);
    for (const name of ['Customers journey', 'CSR portal', 'Application status file'])
      expect(main.getByRole('link', { name })).toBeTruthy();
    expect(main.queryByRole('link', { name: 'Lenders' })).toBeNull();
    expect(screen.queryByText(i18n.t('admin:dashboard.noPages'))).toBeNull();
  });

  it('shows an unknown admin path as not found inside the admin shell, menu and all', async () => {
    stubSession(2);
    renderWithApp(
      <>
        <AdminArea />
        <Where />
      </>,
      { route: '/admin/no-such-page' },
    );
    expect(await screen.findByRole('heading', { name: 'Page not found' }, slow)).toBeTruthy();
    const pages = await menuPages();
    expect(pages).toContain('dashboard');
    expect(where()).toBe('/admin/no-such-page');
  });

  it('shows an unknown admin path as not found to a visitor without asking them to sign in', async () => {
    stubSession(null);
    renderWithApp(
      <>
        <AdminArea />
        <Where />
      </>,
      { route: '/admin/no-such-page' },
    );
    expect(await screen.findByRole('heading', { name: 'Page not found' }, slow)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Admin menu' })).toBeNull();
    expect(where()).toBe('/admin/no-such-page');
  });
});
