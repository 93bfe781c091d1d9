import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseSiteMeta, setSiteForTests } from '@/lib/site';

// Issue 16: at boot, a signed-in page's own code and texts are asked for, and nothing else is; the
// first render waits for them and, on a page the server answered the reads of, for those answers to
// be in the query cache.

const client = { name: 'the query client' };
const loads = vi.hoisted(() => ({
  guard: vi.fn(),
  shellReads: vi.fn((..._args: unknown[]) => Promise.resolve()),
  offersReads: vi.fn((..._args: unknown[]) => Promise.resolve()),
  formReads: vi.fn((..._args: unknown[]) => Promise.resolve()),
  offers: vi.fn(),
  journey: vi.fn(),
  site: vi.fn(),
  texts: vi.fn(() => Promise.resolve()),
  client: vi.fn(),
  answered: vi.fn(() => false),
}));
vi.mock('@/app/routes/customer/offer-routes', () => ({
  loadRouteGuard: loads.guard,
  loadOffersRoute: loads.offers,
}));
vi.mock('@/app/routes/customer/journey/load-journey-screens', () => ({ loadJourneyScreens: loads.journey }));
// The site page's promise is handed back by a plain function: a spy's own bookkeeping would
// handle a rejection it returned, and a failure the code leaves unhandled would go unseen.
const sitePage = vi.hoisted(() => ({ next: null as Promise<unknown> | null }));
vi.mock('@/app/routes/customer/site-routes', () => ({
  preloadSitePage: (pathname: string) => {
    loads.site(pathname);
    const answer = sitePage.next;
    sitePage.next = null;
    return answer;
  },
}));
vi.mock('@/lib/i18n', () => ({ i18n: { loadNamespaces: loads.texts } }));
vi.mock('@/lib/query-gate', () => ({ loadAppQueryClient: loads.client }));
vi.mock('@/lib/boot-requests', () => ({ pageCameWithAnswers: loads.answered, requestLanguage: () => 'hi' }));

const { startPageCode } = await import('./boot-code');

const asked = () => ({
  guard: loads.guard.mock.calls.length,
  offers: loads.offers.mock.calls.length,
  journey: loads.journey.mock.calls.length,
  texts: loads.texts.mock.calls.map((call: unknown[]) => call[0]),
});

beforeEach(() => {
  vi.clearAllMocks();
  loads.guard.mockImplementation(() => Promise.resolve({ cacheSignedInReads: loads.shellReads }));
  sitePage.next = null;
  loads.offers.mockImplementation(() => Promise.resolve({ cacheBootReads: loads.offersReads }));
  loads.journey.mockImplementation(() => Promise.resolve({ cacheBootReads: loads.formReads }));
  loads.client.mockImplementation(() => Promise.resolve(client));
  loads.answered.mockReturnValue(false);
  setSiteForTests(parseSiteMeta(null));
});
afterEach(() => {
  setSiteForTests(undefined);
});

describe('startPageCode', () => {
  it("asks for a profile form's screens and texts", async () => {
    await startPageCode('/user/business-detail/');
    expect(asked()).toEqual({ guard: 0, offers: 0, journey: 1, texts: [['journey', 'profile']] });
  });

  it("asks for an offers page's guard, page and texts", async () => {
    await startPageCode('/user/gold-offers');
    expect(asked()).toEqual({ guard: 1, offers: 1, journey: 0, texts: [['offers']] });
  });

  it('asks for nothing for a visitor, whom these pages send to sign in', async () => {
    setSiteForTests(parseSiteMeta('visitor'));
    await startPageCode('/user/offers');
    expect(asked()).toEqual({ guard: 0, offers: 0, journey: 0, texts: [] });
  });

  it('asks for nothing on other pages but what the site page asks itself', async () => {
    for (const pathname of ['/', '/user/profile', '/user/offers/x', '/admin/dashboard'])
      await startPageCode(pathname);
    expect(asked()).toEqual({ guard: 0, offers: 0, journey: 0, texts: [] });
    expect(loads.site).toHaveBeenCalledTimes(4);
    expect(loads.client).not.toHaveBeenCalled();
  });

  it("waits for the products page's code and query client, and puts the shell's reads in the cache", async () => {
    loads.answered.mockReturnValue(true);
    let codeArrived = false;
    sitePage.next = new Promise((resolve) => setTimeout(resolve, 5)).then(() => {
      codeArrived = true;
    });
    await startPageCode('/products');
    expect(codeArrived).toBe(true);
    expect(asked()).toEqual({ guard: 1, offers: 0, journey: 0, texts: [['products']] });
    expect(loads.client).toHaveBeenCalledTimes(1);
    expect(loads.shellReads).toHaveBeenCalledWith(client);
  });

  it("waits for the products page's code on a partner's home for a visitor too, reading nothing", async () => {
    setSiteForTests(parseSiteMeta('partner=fastpay;visitor'));
    loads.answered.mockReturnValue(true);
    sitePage.next = Promise.resolve();
    await startPageCode('/');
    expect(loads.site).toHaveBeenCalledWith('/');
    expect(asked()).toEqual({ guard: 0, offers: 0, journey: 0, texts: [['products']] });
    expect(loads.client).toHaveBeenCalledTimes(1);
    expect(loads.shellReads).not.toHaveBeenCalled();
  });

  it("leaves no failure unhandled when the solar home's code, which nothing waits for, fails to arrive", async () => {
    setSiteForTests(parseSiteMeta('solar'));
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      sitePage.next = Promise.reject(new Error('offline'));
      await expect(startPageCode('/')).resolves.toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, 10));
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    expect(unhandled).toEqual([]);
    expect(loads.client).not.toHaveBeenCalled();
  });

  it('lets the products page render when its code fails to arrive (lazy() asks again)', async () => {
    sitePage.next = Promise.reject(new Error('offline'));
    loads.answered.mockReturnValue(true);
    await expect(startPageCode('/products')).resolves.toBeUndefined();
    expect(loads.shellReads).not.toHaveBeenCalled();
  });

  it('lets a page whose code fails to arrive render later (lazy() asks again)', async () => {
    loads.offers.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    loads.answered.mockReturnValue(true);
    await expect(startPageCode('/user/offers')).resolves.toBeUndefined();
    expect(loads.offers).toHaveBeenCalledTimes(1);
    expect(loads.offersReads).not.toHaveBeenCalled();
  });

  it("waits, on a page the server answered, for an offers page's reads to be in the query cache", async () => {
    loads.answered.mockReturnValue(true);
    let cached = false;
    loads.offersReads.mockImplementationOnce(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      cached = true;
    });
    await startPageCode('/user/gold-offers');
    expect(cached).toBe(true);
    expect(loads.offersReads).toHaveBeenCalledWith(client, 'gold', 'hi');
    expect(loads.formReads).not.toHaveBeenCalled();
  });

  it("waits, on a page the server answered, for a profile form's reads", async () => {
    loads.answered.mockReturnValue(true);
    await startPageCode('/user/user-detail');
    expect(loads.formReads).toHaveBeenCalledWith(client, 'hi');
    expect(loads.offersReads).not.toHaveBeenCalled();
  });

  it('waits for the code, the texts and the query client only, on a page that came without answers', async () => {
    let clientArrived = false;
    loads.client.mockImplementationOnce(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      clientArrived = true;
      return client;
    });
    await startPageCode('/user/offers');
    expect(clientArrived).toBe(true);
    expect(loads.offersReads).not.toHaveBeenCalled();
  });

  it('settles even when a read fails: the page asks again itself', async () => {
    loads.answered.mockReturnValue(true);
    loads.offersReads.mockImplementationOnce(() => Promise.reject(new Error('500')));
    await expect(startPageCode('/user/offers')).resolves.toBeUndefined();
  });

  it('settles at once on a page with no code of its own', async () => {
    await expect(startPageCode('/user/profile')).resolves.toBeUndefined();
    expect(loads.client).not.toHaveBeenCalled();
  });
});
