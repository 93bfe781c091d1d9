import { describe, expect, it } from 'vitest';
import { WEB_ROUTES, isKnownWebPath } from '@cl/contracts';
import { paths } from './paths';

// Issue 13: the router's patterns and the server's 404 decision come from one table.
describe('paths and WEB_ROUTES', () => {
  it('has a path for every WEB_ROUTES pattern and no pattern of its own', () => {
    const fromPaths = Object.values(paths)
      .flatMap((area) => Object.values<object>(area))
      .flatMap((entry) => ('path' in entry && typeof entry.path === 'string' ? [entry.path] : []));
    const fromContracts = Object.values(WEB_ROUTES).flatMap((area) => Object.values<string>(area));
    expect([...fromPaths].sort()).toEqual([...fromContracts].sort());
  });

  it('links built by getHref are pages the server knows', () => {
    expect(isKnownWebPath(paths.offers.lenderPage.getHref('money-view'))).toBe(true);
    expect(isKnownWebPath(paths.partner.brandedLogin.getHref('vakrangee'))).toBe(true);
    expect(isKnownWebPath(paths.admin.lender.getHref(12))).toBe(true);
    expect(isKnownWebPath(paths.admin.csrCustomer.getHref(41))).toBe(true);
    expect(isKnownWebPath(paths.customer.landing.getHref('gold-loan'))).toBe(true);
    expect(isKnownWebPath(paths.offers.networkOfferForm.getHref(7))).toBe(true);
    expect(
      isKnownWebPath(paths.offers.applicationLenderForm.getHref('6f1c2f9e-3a4b-4c5d-8e9f-0a1b2c3d4e5f')),
    ).toBe(true);
    expect(isKnownWebPath(paths.customer.landing.getHref('nope'))).toBe(false);
    expect(isKnownWebPath(paths.public.notFound.getHref())).toBe(false);
  });
});
