import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AUTH_API, type ProductType, type SessionUser } from '@cl/contracts';
import { COOKIE_NAMES, setCookie } from '@/lib/cookies';
import { errorReply } from '@/test/contract-reply';
import { renderWithApp, stubFetch } from '@/test/render';
import { sessionReply } from '@/test/session-reply';
import { JourneyGuard } from './route-guard';

function Probe() {
  return <p data-testid="at">{useLocation().pathname}</p>;
}

interface Case {
  name: string;
  path: string;
  signedIn: boolean;
  product?: ProductType;
  flags?: Partial<Record<'pl_completed' | 'bl_completed' | 'gl_completed' | 'hl_completed', number>> &
    Pick<Partial<SessionUser>, 'answered_products'>;
  returningConfirmed?: boolean;
  expected: string;
}

// spec 4 "Customer routing" and spec 6, through the guard every /user page renders in.
const cases: Case[] = [
  { name: 'no session: sign in', path: '/user/user-detail', signedIn: false, expected: '/' },
  { name: 'no product: the product list', path: '/user/user-detail', signedIn: true, expected: '/products' },
  {
    name: 'personal, profile not done: the form before offers',
    path: '/user/offers',
    signedIn: true,
    product: 'Personal Loans',
    expected: '/user/user-detail',
  },
  {
    name: 'personal, profile done, not confirmed this session: welcome back',
    path: '/user/offers',
    signedIn: true,
    product: 'Personal Loans',
    flags: { pl_completed: 1 },
    expected: '/user/welcome-back',
  },
  {
    name: 'personal, done and confirmed: offers',
    path: '/user/offers',
    signedIn: true,
    product: 'Personal Loans',
    flags: { pl_completed: 1 },
    returningConfirmed: true,
    expected: '/user/offers',
  },
  {
    name: 'car after a personal loan: the car questions before car offers (ADR 015)',
    path: '/user/offers',
    signedIn: true,
    product: 'Car Loans',
    flags: { pl_completed: 1 },
    returningConfirmed: true,
    expected: '/user/user-detail',
  },
  {
    name: 'car answered: car offers',
    path: '/user/offers',
    signedIn: true,
    product: 'Car Loans',
    flags: { pl_completed: 1, answered_products: ['car'] },
    returningConfirmed: true,
    expected: '/user/offers',
  },
  {
    name: 'a page of another product: the product list',
    path: '/user/user-detail',
    signedIn: true,
    product: 'Gold Loans',
    expected: '/products',
  },
  {
    name: 'business, not done: business detail before welcome back',
    path: '/user/business-welcome-back',
    signedIn: true,
    product: 'Business Loans',
    expected: '/user/business-detail',
  },
  {
    name: 'gold form with gold chosen: stays',
    path: '/user/user-detail/gold-loan',
    signedIn: true,
    product: 'Gold Loans',
    expected: '/user/user-detail/gold-loan',
  },
  {
    name: 'gold offers, profile not done: the gold form',
    path: '/user/gold-offers',
    signedIn: true,
    product: 'Gold Loans',
    expected: '/user/user-detail/gold-loan',
  },
  {
    name: 'gold offers, returning and not confirmed this session: welcome back',
    path: '/user/gold-offers',
    signedIn: true,
    product: 'Gold Loans',
    flags: { gl_completed: 1 },
    expected: '/user/welcome-back',
  },
  {
    name: 'gold offers, done and confirmed: stays',
    path: '/user/gold-offers',
    signedIn: true,
    product: 'Gold Loans',
    flags: { gl_completed: 1 },
    returningConfirmed: true,
    expected: '/user/gold-offers',
  },
  {
    name: 'gold offers for a personal-loan customer: the product list',
    path: '/user/gold-offers',
    signedIn: true,
    product: 'Personal Loans',
    flags: { pl_completed: 1 },
    returningConfirmed: true,
    expected: '/products',
  },
  {
    name: 'housing offers for a home-loan customer, done and confirmed: stays',
    path: '/user/housing-offers',
    signedIn: true,
    product: 'Home Loans',
    flags: { hl_completed: 1 },
    returningConfirmed: true,
    expected: '/user/housing-offers',
  },
];

function renderGuard(path: string) {
  return renderWithApp(
    <Routes>
      <Route element={<JourneyGuard />}>
        <Route path="/user/*" element={<Probe />} />
      </Route>
      <Route path="*" element={<Probe />} />
    </Routes>,
    { route: path },
  );
}

describe('JourneyGuard (spec 4 routing, spec 6)', () => {
  it.each(cases)('$name', async ({ path, signedIn, product, flags, returningConfirmed, expected }) => {
    if (product) setCookie(COOKIE_NAMES.productType, product);
    stubFetch((call) =>
      call.url === AUTH_API.session
        ? sessionReply(signedIn ? (flags ?? {}) : null, returningConfirmed)
        : errorReply('Not found', 404),
    );
    renderGuard(path);
    expect((await screen.findByTestId('at')).textContent).toBe(expected);
  });

  it('ignores a productType cookie that is not one of our products', async () => {
    setCookie(COOKIE_NAMES.productType, 'Free Money');
    stubFetch(() => sessionReply({}));
    renderGuard('/user/user-detail');
    expect((await screen.findByTestId('at')).textContent).toBe('/products');
  });

  it('does not sign a customer out when the session cannot be checked', async () => {
    stubFetch(() => errorReply('Down', 503));
    renderGuard('/user/offers');
    expect(await screen.findByRole('button', { name: 'Reload' }, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByTestId('at')).toBeNull();
  });
});
