import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_API, applicationsResponse, offersResponse } from '@cl/contracts';
import { i18n } from '@/lib/i18n';
import { contractReply, errorReply } from '@/test/contract-reply';
import { renderWithApp, stubFetch, type FetchCall } from '@/test/render';
import { sessionReply } from '@/test/session-reply';
import { OffersRoute } from './offers-route';

// Issue 17 (ADR 034): a network lender without an offer yet leads to its own form; once the form
// is sent, the page asks again (every 2 s, for a minute) until the lender's offer is there.

type NetworkState = 'form_due' | 'form_submitted' | 'declined';

function offersReply(state: NetworkState) {
  return contractReply(offersResponse, {
    success: true,
    data: {
      methodVersion: 'v1',
      offers: [],
      unmatched: [
        {
          lenderId: -7,
          name: 'Sahyog Finance',
          reasons: ['Sahyog Finance makes its offer after its own form'],
          network: { offerId: 7, state },
        },
        { lenderId: 3, name: 'CASHe', reasons: ['Income below ₹25,000'] },
      ],
      applications: [],
      networkSearchOpenUntil: null,
    },
  });
}

function stubServer(state: () => NetworkState) {
  return stubFetch((call: FetchCall) => {
    if (call.url.startsWith('/api/offers')) return offersReply(state());
    if (call.url === '/api/applications')
      return contractReply(applicationsResponse, { success: true, data: [] });
    if (call.url === AUTH_API.session) return sessionReply({ pl_completed: 1 }, true);
    return errorReply('Not found', 404);
  });
}

const offerReads = (calls: FetchCall[]) => calls.filter((call) => call.url.startsWith('/api/offers')).length;

function renderPage() {
  return renderWithApp(
    <Routes>
      <Route path="/user/offers" element={<OffersRoute product="personal" />} />
    </Routes>,
    { route: '/user/offers' },
  );
}

const lenderItem = () => screen.getByRole('heading', { name: 'Sahyog Finance' }).closest('li') as HTMLElement;

beforeAll(async () => {
  await i18n.loadNamespaces('offers');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('offers page: network lenders without an offer (issue 17)', () => {
  it("leads to the lender's application form while it is due", async () => {
    const calls = stubServer(() => 'form_due');
    renderPage();
    const link = await screen.findByRole('link', { name: "Fill in Sahyog Finance's application form" });
    expect(link.getAttribute('href')).toBe('/user/offers/network/7/form');
    // Our own unmatched lender keeps its reasons and has no such action.
    const cashe = screen.getByRole('heading', { name: 'CASHe' }).closest('li') as HTMLElement;
    expect(within(cashe).queryByRole('link')).toBeNull();
    expect(offerReads(calls)).toBe(1);
  });

  it("says the lender's offer is awaited and asks again every 2 s, for a minute at most", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    let state: NetworkState = 'form_submitted';
    const calls = stubServer(() => state);
    renderPage();
    await act(() => vi.advanceTimersByTimeAsync(100));
    const item = lenderItem();
    expect(within(item).getByRole('status').textContent).toContain("Waiting for Sahyog Finance's offer");
    expect(within(item).getByRole('progressbar')).toBeTruthy();
    expect(within(item).queryByRole('link')).toBeNull();
    expect(offerReads(calls)).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(offerReads(calls)).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(offerReads(calls)).toBe(4);

    // A minute on, the page stops asking and says so, with a way to look again. (A second at a
    // time, so React draws between the timers as it would in a browser.)
    for (let second = 0; second < 60; second += 1) await act(() => vi.advanceTimersByTimeAsync(1000));
    const afterWait = offerReads(calls);
    expect(afterWait).toBeGreaterThanOrEqual(30);
    expect(afterWait).toBeLessThanOrEqual(32);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(offerReads(calls)).toBe(afterWait);
    expect(within(lenderItem()).getByText(/Sahyog Finance has not answered yet/)).toBeTruthy();

    state = 'declined';
    fireEvent.click(within(lenderItem()).getByRole('button', { name: 'Check again' }));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(offerReads(calls)).toBe(afterWait + 1);
    expect(within(lenderItem()).queryByRole('status')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(offerReads(calls)).toBe(afterWait + 1); // nothing awaited any more
  });
});

describe('offers page while the offers are worked out (issue 16)', () => {
  it('shows its heading and how offers are ranked at once, and the offers below them when they come', async () => {
    type Reply = ReturnType<typeof offersReply>;
    let answer: (reply: Reply) => void = () => undefined;
    const offers = new Promise<Reply>((resolve) => {
      answer = resolve;
    });
    stubFetch((call: FetchCall) => {
      if (call.url.startsWith('/api/offers')) return offers;
      if (call.url === '/api/applications')
        return contractReply(applicationsResponse, { success: true, data: [] });
      if (call.url === AUTH_API.session) return sessionReply({ pl_completed: 1 }, true);
      return errorReply('Not found', 404);
    });
    renderPage();
    const title = await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: /ranked/i })).toBeTruthy();
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Sahyog Finance' })).toBeNull();
    act(() => {
      answer(offersReply('form_due'));
    });
    expect(await screen.findByRole('heading', { name: 'Sahyog Finance' })).toBeTruthy();
    // The same heading element stays: nothing shown before the offers is drawn again.
    expect(screen.getByRole('heading', { level: 1 })).toBe(title);
  });
});

describe('offers page below its first screen (issue 16)', () => {
  it('still shows the applications and the calculator when the offers cannot be read', async () => {
    stubFetch((call: FetchCall) => {
      if (call.url.startsWith('/api/offers')) return errorReply('Something went wrong', 500);
      if (call.url === '/api/applications')
        return contractReply(applicationsResponse, { success: true, data: [] });
      if (call.url === AUTH_API.session) return sessionReply({ pl_completed: 1 }, true);
      return errorReply('Not found', 404);
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Your applications' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'EMI and APR calculator' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Lenders you did not match' })).toBeNull();
  });

  it('draws the lenders that did not match, the applications and the calculator once the offers come', async () => {
    stubServer(() => 'form_due');
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Lenders you did not match' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your applications' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'EMI and APR calculator' })).toBeTruthy();
  });
});
