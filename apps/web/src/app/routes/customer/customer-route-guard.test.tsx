import { screen } from '@testing-library/react';
import { createRoutesFromElements, Route, Routes, useLocation, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  AUTH_API,
  CUSTOMER_ROUTE_RULES,
  LENDER_PAGE_SLUGS,
  customerRouteRule,
  type ProductType,
} from '@cl/contracts';
import { paths } from '@/config/paths';
import { COOKIE_NAMES, setCookie } from '@/lib/cookies';
import { errorReply } from '@/test/contract-reply';
import { renderWithApp, stubFetch } from '@/test/render';
import { sessionReply } from '@/test/session-reply';
import { customerGuard, journeyRoutes } from './journey-routes';
import { offerRoutes, offerPagesGuard } from './offer-routes';

// Issue 13: every customer route renders inside the journey guard (or, for the offer pages, its plain
// twin: issue 16), and the guard's rules (contracts
// CUSTOMER_ROUTE_RULES) know every /user route of the router config.

function Probe() {
  return <p data-testid="at">{useLocation().pathname}</p>;
}

const routeTree = createRoutesFromElements(
  <>
    {journeyRoutes}
    {offerRoutes}
  </>,
);

/** Every route path with whether a guard element sits above it. */
function walk(routes: RouteObject[], guarded = false): { path: string; guarded: boolean }[] {
  return routes.flatMap((route) => {
    const underGuard = guarded || route.element === customerGuard || route.element === offerPagesGuard;
    const own = route.path ? [{ path: route.path, guarded: underGuard }] : [];
    return [...own, ...walk(route.children ?? [], underGuard)];
  });
}

const configured = [...Object.values(paths.customer), ...Object.values(paths.offers)]
  .flatMap((entry) => ('path' in entry ? [entry.path] : []))
  .filter((path) => path.startsWith('/user/'));

describe('customer routes and the journey guard (issue 13)', () => {
  it('every /user route of the router renders inside the guard', () => {
    const userRoutes = walk(routeTree).filter(({ path }) => path.startsWith('/user/'));
    expect(userRoutes.length).toBeGreaterThan(20);
    expect(userRoutes.filter(({ guarded }) => !guarded).map(({ path }) => path)).toEqual([]);
  });

  it('every /user path of config/paths.ts has its own rule in the contracts', () => {
    const known = Object.keys(CUSTOMER_ROUTE_RULES);
    expect(configured.filter((path) => !known.includes(path))).toEqual([]);
  });

  it('every lender page is an offers-side page', () => {
    for (const slug of LENDER_PAGE_SLUGS)
      expect(customerRouteRule(paths.offers.lenderPage.getHref(slug)).kind).toBe('lender');
  });
});

interface Sample {
  name: string;
  path: string;
  signedIn: boolean;
  product?: ProductType;
  flags?: Partial<Record<'pl_completed' | 'bl_completed' | 'gl_completed' | 'hl_completed', number>>;
  confirmed?: boolean;
  expected: string;
}

const samples: Sample[] = [
  { name: 'offers signed out', path: '/user/offers', signedIn: false, expected: '/' },
  { name: 'lender page signed out', path: '/user/cashe', signedIn: false, expected: '/' },
  {
    name: 'returning customer typing /user/offers: welcome back first',
    path: '/user/offers',
    signedIn: true,
    product: 'Personal Loans',
    flags: { pl_completed: 1 },
    expected: '/user/welcome-back',
  },
  {
    name: 'incomplete profile on the hand-off page: the form',
    path: '/user/lender-submit',
    signedIn: true,
    product: 'Personal Loans',
    expected: '/user/user-detail',
  },
  {
    name: 'business customer on personal offers: the product list',
    path: '/user/offers',
    signedIn: true,
    product: 'Business Loans',
    flags: { bl_completed: 1 },
    confirmed: true,
    expected: '/products',
  },
  {
    name: 'personal customer on business offers: the product list',
    path: '/user/business-offers',
    signedIn: true,
    product: 'Personal Loans',
    flags: { pl_completed: 1 },
    confirmed: true,
    expected: '/products',
  },
  {
    name: 'lender transaction before the welcome-back check',
    path: '/user/lenders-transaction/cashe',
    signedIn: true,
    product: 'Business Loans',
    flags: { bl_completed: 1 },
    expected: '/user/business-welcome-back',
  },
  {
    name: 'insurance with a loan chosen',
    path: '/user/insurance/transaction',
    signedIn: true,
    product: 'Personal Loans',
    expected: '/products',
  },
  {
    name: 'my profile before a product is chosen',
    path: '/user/profile',
    signedIn: true,
    expected: '/user/profile',
  },
];

describe('the router guards the offer-side pages (issue 13)', () => {
  it.each(samples)('$name', async ({ path, signedIn, product, flags, confirmed, expected }) => {
    if (product) setCookie(COOKIE_NAMES.productType, product);
    stubFetch((call) =>
      call.url === AUTH_API.session
        ? sessionReply(signedIn ? (flags ?? {}) : null, confirmed)
        : errorReply('Not found', 404),
    );
    // The real route fragments; the profile page is replaced so only where we land is read.
    renderWithApp(
      <Routes>
        <Route element={customerGuard}>
          <Route path={paths.customer.profile.path} element={<Probe />} />
        </Route>
        {offerRoutes}
        <Route path="*" element={<Probe />} />
      </Routes>,
      { route: path },
    );
    expect((await screen.findByTestId('at', {}, { timeout: 8000 })).textContent).toBe(expected);
  });
});
