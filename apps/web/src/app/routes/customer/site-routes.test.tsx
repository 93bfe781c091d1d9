import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_API } from '@cl/contracts';
import { parseSiteMeta, setSiteForTests } from '@/lib/site';
import { errorReply } from '@/test/contract-reply';
import { renderWithApp, stubFetch } from '@/test/render';
import { sessionReply } from '@/test/session-reply';
import { MainSiteProductsRoute, preloadSitePage, SiteHomeRoute, WhiteLabelLoginRoute } from './site-routes';

function Probe() {
  const { pathname, search } = useLocation();
  return <p data-testid="at">{pathname + search}</p>;
}

function renderAt(route: string, meta: string | null) {
  setSiteForTests(parseSiteMeta(meta));
  stubFetch((call) => (call.url === AUTH_API.session ? sessionReply(null) : errorReply('Not found', 404)));
  renderWithApp(
    <Suspense fallback={<p>loading</p>}>
      <Routes>
        <Route path="/" element={<SiteHomeRoute />} />
        <Route path="/login" element={<WhiteLabelLoginRoute />} />
        <Route path="/products" element={<MainSiteProductsRoute />} />
        <Route path="*" element={<Probe />} />
      </Routes>
      <Probe />
    </Suspense>,
    { route },
  );
}

const at = async () => (await screen.findAllByTestId('at')).at(-1)?.textContent;

afterEach(() => {
  setSiteForTests(undefined);
});

describe('white-label rules of the customer routes (spec 2, issue 6)', () => {
  it("shows the login page at '/' on our site, and '/login' goes there keeping the query", async () => {
    renderAt('/login?partner=vakrangee', null);
    expect(await screen.findByRole('button', { name: 'Get OTP' })).toBeTruthy();
    expect(await at()).toBe('/?partner=vakrangee');
  });

  it("shows the products at '/' on a partner's own host", async () => {
    renderAt('/', 'partner=vakrangee');
    expect(
      await screen.findByRole('heading', { name: 'What are you looking for?' }, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it("sends '/products' to '/' on a white-label site", async () => {
    renderAt('/products', 'partner=vakrangee');
    expect(
      await screen.findByRole('heading', { name: 'What are you looking for?' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(await at()).toBe('/');
  });

  it("signs in at '/login' on a white-label site", async () => {
    renderAt('/login', 'partner=vakrangee');
    expect(await screen.findByRole('button', { name: 'Get OTP' })).toBeTruthy();
    expect(await at()).toBe('/login');
  });

  it("shows the solar page at '/' of the solar host", async () => {
    renderAt('/', 'solar');
    expect(
      await screen.findByRole('heading', { name: 'Power your home with the sun' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Check loan offers' })).toBeTruthy();
  });
});

describe('preloadSitePage (issue 16)', () => {
  const preloads = (meta: string | null, pathname: string) => {
    setSiteForTests(parseSiteMeta(meta));
    const page = preloadSitePage(pathname);
    return page === null ? null : page.then(() => 'loaded');
  };

  it('fetches the products page where bootPage says the products show, and nowhere else', async () => {
    expect(await preloads(null, '/products/')).toBe('loaded');
    for (const pathname of ['/', '/personal-loan', '/login', '/user/offers', '/user/user-detail'])
      expect(preloads(null, pathname), pathname).toBeNull();
    for (const pathname of ['/', '/personal-loan', '/insurance/'])
      expect(await preloads('partner=vakrangee', pathname), pathname).toBe('loaded');
    for (const pathname of ['/products', '/login', '/user/offers'])
      expect(preloads('partner=vakrangee', pathname), pathname).toBeNull();
  });

  it("fetches the solar page at the solar host's home", async () => {
    expect(await preloads('solar', '/')).toBe('loaded');
    expect(await preloads('solar', '/business-loan')).toBe('loaded');
    for (const pathname of ['/products', '/login', '/user/offers'])
      expect(preloads('solar', pathname), pathname).toBeNull();
  });
});
