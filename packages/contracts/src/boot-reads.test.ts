import { describe, expect, it } from 'vitest';
import { API, apiPath, AUTH_API, OFFERS_API } from './api/paths.ts';
import { partnerNameParams } from './api/partner.ts';
import {
  bootPage,
  isSiteHome,
  bootReads,
  partnerNameFromLocation,
  partnerQueryParam,
  queryParam,
  sessionUserId,
  shownLenderProduct,
  userRecordPath,
} from './boot-reads.ts';

// Issue 16: the reads a page starts with, the same list for the web app and the server.

describe('isSiteHome', () => {
  it("knows '/' and the landing segments (spec 2 '/:urlSegment'), a trailing slash allowed", () => {
    for (const pathname of ['/', '', '/personal-loan', '/insurance/', '/home-loan//'])
      expect(isSiteHome(pathname), pathname).toBe(true);
    for (const pathname of [
      '/products',
      '/login',
      '/nope',
      '/personal-loan/x',
      '/Personal-Loan',
      '/user/offers',
    ])
      expect(isSiteHome(pathname), pathname).toBe(false);
  });
});

describe('bootPage', () => {
  it('knows the products page, the profile forms and the offers pages, with or without a trailing slash', () => {
    expect(bootPage('/products')).toEqual({ kind: 'products' });
    expect(bootPage('/user/user-detail/')).toEqual({ kind: 'form' });
    expect(bootPage('/user/business-detail')).toEqual({ kind: 'form' });
    expect(bootPage('/user/offers')).toEqual({ kind: 'offers', product: 'personal' });
    expect(bootPage('/user/housing-offers')).toEqual({ kind: 'offers', product: 'housing' });
  });

  it('knows nothing else', () => {
    for (const pathname of [
      '/',
      '/login',
      '/user',
      '/user/offers/x',
      '/admin/dashboard',
      '/USER/OFFERS',
      '/constructor',
    ])
      expect(bootPage(pathname), pathname).toBeNull();
  });

  it("on a partner's own host, knows its home and landing segments as the products, not '/products' (spec 2)", () => {
    const partnerHost = { hostPartner: 'vakrangee', solar: false };
    for (const pathname of ['/', '/personal-loan', '/business-loan/', '/insurance'])
      expect(bootPage(pathname, partnerHost), pathname).toEqual({ kind: 'products' });
    for (const pathname of ['/products', '/login', '/nope', '/personal-loan/x', '/Personal-Loan'])
      expect(bootPage(pathname, partnerHost), pathname).toBeNull();
    expect(bootPage('/user/offers', partnerHost)).toEqual({ kind: 'offers', product: 'personal' });
    expect(bootPage('/user/user-detail', partnerHost)).toEqual({ kind: 'form' });
    // Our site: the home and the landing segments are the sign-in page.
    for (const pathname of ['/', '/personal-loan']) expect(bootPage(pathname), pathname).toBeNull();
  });

  it("on the solar host, the home is the solar page, not a boot page; the journey's pages are", () => {
    const solar = { hostPartner: null, solar: true };
    for (const pathname of ['/', '/products', '/personal-loan'])
      expect(bootPage(pathname, solar), pathname).toBeNull();
    expect(bootPage('/user/business-offers', solar)).toEqual({ kind: 'offers', product: 'business' });
  });
});

describe('partner name (spec 2, spec 7)', () => {
  it("comes from the query, then /:partner/partner/login, else 'cl'", () => {
    expect(partnerNameFromLocation('/', '?partner=vakrangee')).toBe('vakrangee');
    expect(partnerNameFromLocation('/fastpay/partner/login', '')).toBe('fastpay');
    expect(partnerNameFromLocation('/fastpay/partner/login', '?partner=paymonk')).toBe('paymonk');
    expect(partnerNameFromLocation('/products', '')).toBe('cl');
  });

  it("is always the host's partner on a partner's own host name (issue 6)", () => {
    expect(partnerNameFromLocation('/', '', 'vakrangee')).toBe('vakrangee');
    expect(partnerNameFromLocation('/', '?partner=fastpay', 'vakrangee')).toBe('vakrangee');
    expect(partnerNameFromLocation('/fastpay/partner/login', '', 'vakrangee')).toBe('vakrangee');
  });

  it('ignores malformed names instead of sending them to the server', () => {
    expect(partnerQueryParam('?partner=../../etc')).toBeNull();
    expect(partnerNameFromLocation('/', '?partner=%3Cscript%3E')).toBe('cl');
  });

  it.each(['vakrangee', 'jeevan-utthan', 'nitya_finance', 'a'.repeat(64), 'a'.repeat(65), 'x y', '', 'ü'])(
    'agrees with partnerNameParams of the contracts on %j (checked without zod)',
    (name) => {
      const contracts = partnerNameParams.safeParse({ partnerName: name }).success;
      expect(partnerQueryParam(`?partner=${encodeURIComponent(name)}`) !== null).toBe(contracts);
    },
  );
});

describe('queryParam', () => {
  // The reference: the platform's own parser (contracts are compiled without DOM or Node types).
  const platform = globalThis as unknown as {
    URLSearchParams: new (search: string) => { get(name: string): string | null };
  };
  it.each([
    ['?partner=a&partner=b', 'partner'],
    ['partner=a+b', 'partner'],
    ['?x=1&partner=%41%20', 'partner'],
    ['?partner', 'partner'],
    ['?partner=', 'partner'],
    ['?part%6Eer=x', 'partner'],
    ['?a=1', 'partner'],
    ['', 'partner'],
    ['?a=%zz&b=2', 'a'],
  ])('reads %j as URLSearchParams does', (search, name) => {
    expect(queryParam(search, name)).toBe(new platform.URLSearchParams(search).get(name));
  });

  it('leaves a broken escape as it is (no partner name holds a %)', () => {
    expect(queryParam('?partner=%E0%A4', 'partner')).toBe('%E0%A4');
    expect(partnerQueryParam('?partner=%E0%A4')).toBeNull();
  });
});

describe('shownLenderProduct', () => {
  it("shows the personal family's own lenders on /user/offers, personal for anything else", () => {
    expect(shownLenderProduct('personal', 'Student Loans')).toBe('student');
    expect(shownLenderProduct('personal', 'Car Loans')).toBe('car');
    expect(shownLenderProduct('personal', 'Business Loans')).toBe('personal');
    expect(shownLenderProduct('personal', 'no-such')).toBe('personal');
    expect(shownLenderProduct('personal', undefined)).toBe('personal');
  });

  it('shows each other family its own, whatever the cookie says', () => {
    expect(shownLenderProduct('business', 'Car Loans')).toBe('business');
    expect(shownLenderProduct('gold', null)).toBe('gold');
    expect(shownLenderProduct('housing', 'Personal Loans')).toBe('home');
  });
});

describe('sessionUserId', () => {
  it("reads the user's id of a session answer", () => {
    expect(sessionUserId({ success: true, data: { user: { userId: 42 } } })).toBe(42);
  });

  it.each([null, 'x', {}, { data: null }, { data: { user: null } }, { data: { user: { userId: '42' } } }])(
    'is null for %j',
    (payload) => {
      expect(sessionUserId(payload)).toBeNull();
    },
  );

  it.each([0, -1, 1.5, 2 ** 53, Number.NaN])('is null for the id %d', (userId) => {
    expect(sessionUserId({ data: { user: { userId } } })).toBeNull();
  });

  it('makes the user record path', () => {
    expect(userRecordPath(7)).toBe('/api/user/7');
  });
});

describe('bootReads', () => {
  const brand = (name: string) => apiPath(API.partnerByName, { partnerName: name });
  const of = {
    pathname: '/user/offers',
    search: '',
    hostPartner: null,
    solar: false,
    language: 'en',
    productType: 'Car Loans',
    customer: true,
  };

  it('asks only for the brand on a page without a customer', () => {
    expect(bootReads({ ...of, customer: false })).toEqual([brand('cl')]);
    expect(bootReads({ ...of, customer: false, hostPartner: 'vakrangee' })).toEqual([brand('vakrangee')]);
  });

  it("asks for an offers page's offers of the chosen product and the applications", () => {
    expect(bootReads(of)).toEqual([
      brand('cl'),
      AUTH_API.session,
      `${OFFERS_API.offers}?product=car`,
      OFFERS_API.applications,
    ]);
    expect(bootReads({ ...of, pathname: '/user/housing-offers/' })).toContain(
      `${OFFERS_API.offers}?product=home`,
    );
  });

  it("asks for a form's option lists in the page's language, and none in an unknown one", () => {
    expect(bootReads({ ...of, pathname: '/user/user-detail', language: 'hi' })).toEqual([
      brand('cl'),
      AUTH_API.session,
      '/api/search-list/hi',
    ]);
    expect(bootReads({ ...of, pathname: '/user/user-detail', language: 'xx' })).toEqual([
      brand('cl'),
      AUTH_API.session,
    ]);
  });

  it('asks only for the brand and the session elsewhere, branded by the partner parameter', () => {
    expect(bootReads({ ...of, pathname: '/products', search: '?partner=fastpay' })).toEqual([
      brand('fastpay'),
      AUTH_API.session,
    ]);
    expect(bootReads({ ...of, pathname: '/user/offers/x' })).toEqual([brand('cl'), AUTH_API.session]);
  });
});
