import { describe, expect, it, vi } from 'vitest';
import { CSRF_COOKIE, CSRF_HEADER } from '@cl/contracts';
import { stubFetch } from '@/test/render';
import { sendPageView } from './send-page-view';

describe('sendPageView (spec 7)', () => {
  it('posts the page view with keepalive and the CSRF token to our own origin', () => {
    document.cookie = `${CSRF_COOKIE}=abc; path=/; SameSite=None; Secure`;
    const calls = stubFetch(() => ({ status: 204 }));
    sendPageView({ path: '/products', referrer: '/', partner: 'cl' }, '/api/analytics/page-view');
    const init = vi.mocked(fetch).mock.calls[0]?.[1];
    expect(init?.keepalive).toBe(true);
    expect(calls).toHaveLength(0); // recorded after the stub's first await
    return vi.waitFor(() => {
      expect(calls[0]).toMatchObject({
        url: '/api/analytics/page-view',
        method: 'POST',
        body: { path: '/products', referrer: '/', partner: 'cl' },
        headers: { [CSRF_HEADER]: 'abc' },
      });
    });
  });

  it('does not send the CSRF token to another origin', async () => {
    document.cookie = `${CSRF_COOKIE}=abc; path=/; SameSite=None; Secure`;
    const calls = stubFetch(() => ({ status: 204 }));
    sendPageView({ path: '/' }, 'https://collector.example/pv');
    await vi.waitFor(() => {
      expect(calls).toHaveLength(1);
    });
    expect(calls[0]?.headers[CSRF_HEADER]).toBeUndefined();
  });

  it('never throws, whether fetch rejects, throws or is missing', async () => {
    stubFetch(() => new TypeError('offline'));
    expect(() => {
      sendPageView({ path: '/' });
    }).not.toThrow();
    vi.stubGlobal('fetch', () => {
      throw new Error('boom');
    });
    expect(() => {
      sendPageView({ path: '/' });
    }).not.toThrow();
    const beacon = vi.fn(() => true);
    vi.stubGlobal('fetch', undefined);
    vi.stubGlobal('navigator', { sendBeacon: beacon });
    sendPageView({ path: '/x' }, '/pv');
    expect(beacon).toHaveBeenCalledWith('/pv', expect.any(Blob));
    await Promise.resolve();
  });

  it('drops a view that does not fit the contract rather than sending it', () => {
    const calls = stubFetch(() => ({ status: 204 }));
    sendPageView({ path: '' });
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
    expect(calls).toHaveLength(0);
  });
});
