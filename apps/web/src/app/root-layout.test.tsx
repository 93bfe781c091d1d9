import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API } from '@cl/contracts';
import { useLocation } from 'react-router';
import { clearAllCookies, COOKIE_NAMES, setCookie, setRoleId } from '@/lib/cookies';
import { LANGUAGE_STORAGE_KEY } from '@/lib/language-storage';
import { errorReply } from '@/test/contract-reply';
import { defaultBrandReply, renderWithApp, stubFetch } from '@/test/render';
import { RootLayout } from './root-layout';

function brandServer() {
  return stubFetch((call) =>
    call.url.startsWith('/api/get-partner-by-name/') ? defaultBrandReply : errorReply('Not found', 404),
  );
}

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

describe('RootLayout: areas and customer shell (spec 2)', () => {
  it('shows the login page with header and footer at /', async () => {
    brandServer();
    renderWithApp(<RootLayout />, { route: '/' });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Get OTP' })).toBeTruthy();
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Terms of use' }).getAttribute('href')).toBe('/terms-of-use');
    expect(footer.getByText(new RegExp(`© ${new Date().getFullYear()} `))).toBeTruthy();
  });

  it('fetches the brand of the partner in the query and keeps it on footer links', async () => {
    const calls = brandServer();
    renderWithApp(<RootLayout />, { route: '/?partner=vakrangee' });
    await screen.findByRole('heading', { name: 'Sign in' });
    await waitFor(() => {
      expect(calls.map((c) => c.url)).toContain('/api/get-partner-by-name/vakrangee');
    });
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe(
      '/privacy-policy?partner=vakrangee',
    );
  });

  it("asks for the default partner 'cl' without a partner parameter", async () => {
    const calls = brandServer();
    renderWithApp(<RootLayout />, { route: '/' });
    await waitFor(() => {
      expect(calls.map((c) => c.url)).toContain(API.partnerByName.replace(':partnerName', 'cl'));
    });
  });

  it('shows the login page for a known landing segment and not-found for anything else', async () => {
    brandServer();
    const { unmount } = renderWithApp(<RootLayout />, { route: '/personal-loan' });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(document.cookie).toContain('urlSegment=personal-loan');
    unmount();
    renderWithApp(<RootLayout />, { route: '/nope' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('shows not-found at /404 and for deeper unknown paths', async () => {
    brandServer();
    renderWithApp(<RootLayout />, { route: '/user/nothing-here' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('switches to Hindi from the footer and remembers it', async () => {
    brandServer();
    renderWithApp(<RootLayout />, { route: '/' });
    fireEvent.click(await screen.findByRole('button', { name: 'हिन्दी' }));
    expect(await screen.findByRole('heading', { name: 'साइन इन करें' })).toBeTruthy();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
  });

  it('opens the Help dialog from the header', async () => {
    brandServer();
    renderWithApp(<RootLayout />, { route: '/' });
    const [help] = await screen.findAllByRole('button', { name: 'Help' });
    if (!help) throw new Error('no Help button');
    fireEvent.click(help);
    expect(await screen.findByRole('dialog', { name: 'How can we help?' })).toBeTruthy();
  });

  it('loads the admin area for /admin/login with its title', async () => {
    brandServer();
    renderWithApp(<RootLayout />, { route: '/admin/login' });
    expect(await screen.findByRole('heading', { name: 'Admin sign in' })).toBeTruthy();
    expect(screen.getByLabelText(/^password/i, { selector: 'input' })).toBeTruthy();
    await waitFor(() => {
      expect(document.title).toBe('Admin - Login');
    });
  });

  it('sends a signed-in admin from the customer shell to the admin area', async () => {
    brandServer();
    setRoleId(1);
    setCookie(COOKIE_NAMES.adminId, '4');
    try {
      renderWithApp(
        <>
          <RootLayout />
          <Where />
        </>,
        { route: '/products' },
      );
      await waitFor(() => {
        expect(screen.getByTestId('where').textContent).toMatch(/^\/admin\//);
      });
    } finally {
      clearAllCookies();
    }
  });

  it('shows the admin not-found for other admin paths', async () => {
    brandServer();
    renderWithApp(<RootLayout />, { route: '/admin/partner/login' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to admin sign in' })).toBeTruthy();
  });

  it.each(['/partner/login', '/fastpay/partner/login'])('loads the partner sign-in at %s', async (route) => {
    const calls = brandServer();
    renderWithApp(<RootLayout />, { route });
    expect(await screen.findByRole('heading', { name: 'Partner sign in' })).toBeTruthy();
    if (route.startsWith('/fastpay')) {
      await waitFor(() => {
        expect(calls.map((c) => c.url)).toContain('/api/get-partner-by-name/fastpay');
      });
    }
  });
});
