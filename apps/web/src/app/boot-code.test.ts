import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseSiteMeta, setSiteForTests } from '@/lib/site';

// Issue 16: at boot, a signed-in page's own code and texts are asked for, and nothing else is.

const loads = vi.hoisted(() => ({
  guard: vi.fn(() => Promise.resolve({})),
  offers: vi.fn(() => Promise.resolve({})),
  journey: vi.fn(() => Promise.resolve({})),
  site: vi.fn(),
  texts: vi.fn(() => Promise.resolve()),
}));
vi.mock('@/app/routes/customer/offer-routes', () => ({
  loadRouteGuard: loads.guard,
  loadOffersRoute: loads.offers,
}));
vi.mock('@/app/routes/customer/journey/load-journey-screens', () => ({ loadJourneyScreens: loads.journey }));
vi.mock('@/app/routes/customer/site-routes', () => ({ preloadSitePage: loads.site }));
vi.mock('@/lib/i18n', () => ({ i18n: { loadNamespaces: loads.texts } }));

const { startPageCode } = await import('./boot-code');

const asked = () => ({
  guard: loads.guard.mock.calls.length,
  offers: loads.offers.mock.calls.length,
  journey: loads.journey.mock.calls.length,
  texts: loads.texts.mock.calls.map((call: unknown[]) => call[0]),
});

beforeEach(() => {
  vi.clearAllMocks();
  setSiteForTests(parseSiteMeta(null));
});
afterEach(() => {
  setSiteForTests(undefined);
});

describe('startPageCode', () => {
  it("asks for a profile form's screens and texts", () => {
    startPageCode('/user/business-detail/');
    expect(asked()).toEqual({ guard: 0, offers: 0, journey: 1, texts: [['journey', 'profile']] });
  });

  it("asks for an offers page's guard, page and texts", () => {
    startPageCode('/user/gold-offers');
    expect(asked()).toEqual({ guard: 1, offers: 1, journey: 0, texts: [['offers']] });
  });

  it('asks for nothing for a visitor, whom these pages send to sign in', () => {
    setSiteForTests(parseSiteMeta('visitor'));
    startPageCode('/user/offers');
    expect(asked()).toEqual({ guard: 0, offers: 0, journey: 0, texts: [] });
  });

  it('asks for nothing on other pages but what the site page asks itself', () => {
    for (const pathname of ['/', '/products', '/user/profile', '/user/offers/x', '/admin/dashboard'])
      startPageCode(pathname);
    expect(asked()).toEqual({ guard: 0, offers: 0, journey: 0, texts: [] });
    expect(loads.site).toHaveBeenCalledTimes(5);
  });

  it('lets a page whose code fails to arrive render later (lazy() asks again)', async () => {
    loads.offers.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    expect(() => {
      startPageCode('/user/offers');
    }).not.toThrow();
    await Promise.resolve();
    expect(loads.offers).toHaveBeenCalledTimes(1);
  });
});
