import { afterEach, describe, expect, it } from 'vitest';
import {
  isLoginPagePath,
  isPlainPagePath,
  isProductsPagePath,
  onThisSite,
  parseSiteMeta,
  setSiteForTests,
} from '@/lib/site';

afterEach(() => {
  setSiteForTests(undefined);
});

describe('site from index.html (issue 6)', () => {
  it("reads a partner's host, the solar host, both, or our own site", () => {
    expect(parseSiteMeta('partner=vakrangee')).toEqual({
      hostPartner: 'vakrangee',
      solar: false,
      whiteLabel: true,
      visitor: false,
    });
    expect(parseSiteMeta('solar')).toEqual({
      hostPartner: null,
      solar: true,
      whiteLabel: true,
      visitor: false,
    });
    expect(parseSiteMeta('partner=fastpay;solar')).toMatchObject({ hostPartner: 'fastpay', solar: true });
    expect(parseSiteMeta(null)).toEqual({
      hostPartner: null,
      solar: false,
      whiteLabel: false,
      visitor: false,
    });
    expect(parseSiteMeta('partner=fastpay;visitor')).toMatchObject({ hostPartner: 'fastpay', visitor: true });
    expect(parseSiteMeta('visitor=1')).toMatchObject({ visitor: false });
  });

  it('ignores a malformed partner key', () => {
    expect(parseSiteMeta('partner=../x')).toMatchObject({ hostPartner: null, whiteLabel: false });
    expect(parseSiteMeta('solar=1')).toMatchObject({ solar: false });
  });

  it("maps the journey's sign-in and products paths onto a white-label site, and leaves ours alone", () => {
    setSiteForTests(parseSiteMeta(null));
    expect(onThisSite('/')).toBe('/');
    expect(onThisSite('/products')).toBe('/products');
    setSiteForTests(parseSiteMeta('partner=vakrangee'));
    expect(onThisSite('/')).toBe('/login');
    expect(onThisSite('/products')).toBe('/');
    expect(onThisSite('/user/offers')).toBe('/user/offers');
  });

  it("knows the login page: '/' and landing segments on our site, only '/login' on a white-label site", () => {
    setSiteForTests(parseSiteMeta(null));
    expect(['/', '/personal-loan', '/login'].map((p) => isLoginPagePath(p))).toEqual([true, true, false]);
    expect(isLoginPagePath('/products')).toBe(false);
    // Only the landing segments of @cl/contracts; a trailing slash allowed.
    expect(['/nope', '/personal-loan/x', '/insurance/'].map((p) => isLoginPagePath(p))).toEqual([
      false,
      false,
      true,
    ]);
    setSiteForTests(parseSiteMeta('partner=vakrangee'));
    expect(['/', '/personal-loan', '/login'].map((p) => isLoginPagePath(p))).toEqual([false, false, true]);
    expect(['/login/', '/nope'].map((p) => isLoginPagePath(p))).toEqual([true, false]);
  });

  it('knows the products page, and the pages drawn without MUI (the sign-in, the products, the journey pages named)', () => {
    // /user/deals is still drawn with MUI (the offers pages are plain: the test below).
    const paths = ['/', '/personal-loan', '/login', '/products', '/user/deals'];
    const journey = new Set(['/user/user-detail']);
    setSiteForTests(parseSiteMeta(null));
    expect(paths.map((p) => isProductsPagePath(p))).toEqual([false, false, false, true, false]);
    expect(paths.map((p) => isPlainPagePath(p, journey))).toEqual([true, true, false, true, false]);
    setSiteForTests(parseSiteMeta('partner=vakrangee'));
    expect(paths.map((p) => isProductsPagePath(p))).toEqual([true, true, false, false, false]);
    expect(paths.map((p) => isPlainPagePath(p, journey))).toEqual([true, true, true, false, false]);
    // The solar host shows its own (MUI) page at '/'.
    setSiteForTests(parseSiteMeta('solar'));
    expect(paths.map((p) => isPlainPagePath(p, journey))).toEqual([false, false, true, false, false]);
    // The journey pages named are plain on every site, with or without a trailing slash.
    expect(
      ['/user/user-detail', '/user/user-detail/', '/user/deals'].map((p) => isPlainPagePath(p, journey)),
    ).toEqual([true, true, false]);
  });

  it('draws the offers pages and the ranking method without MUI, not the pages under them (issue 16)', () => {
    // No journey pages: the offers pages are plain on their own (the profile forms are tested above).
    const none = new Set<string>();
    for (const site of [null, 'partner=vakrangee', 'solar']) {
      setSiteForTests(parseSiteMeta(site));
      const plain = ['/user/offers', '/user/offers/', '/user/business-offers', '/user/gold-offers'];
      expect(plain.map((p) => isPlainPagePath(p, none))).toEqual([true, true, true, true]);
      expect(isPlainPagePath('/user/housing-offers', none)).toBe(true);
      expect(isPlainPagePath('/how-offers-are-ranked', none)).toBe(true);
      const mui = ['/user/offers/network/7/form', '/user/deals', '/user/earlysalary', '/user/user-detail'];
      expect(mui.map((p) => isPlainPagePath(p, none))).toEqual([false, false, false, false]);
    }
  });
});
