import { describe, expect, it } from 'vitest';
import { API_CSP, answersAPage, apiHeaders, securityHeaders } from './security-headers.ts';

describe('security headers', () => {
  const page = securityHeaders();

  it('gives a page the CSP the single-page app passes, and the document rules', () => {
    expect(page['content-security-policy']).toContain("default-src 'self'");
    expect(page['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page['cross-origin-opener-policy']).toBe('same-origin');
    expect(page['x-powered-by']).toBeUndefined();
  });

  it("gives an API answer the page's transport, sniffing, framing and referrer rules and a CSP that allows nothing", () => {
    expect(apiHeaders(page)).toEqual({
      'content-security-policy': API_CSP,
      'cross-origin-resource-policy': page['cross-origin-resource-policy'],
      'referrer-policy': page['referrer-policy'],
      'strict-transport-security': page['strict-transport-security'],
      'x-content-type-options': 'nosniff',
      'x-frame-options': page['x-frame-options'],
    });
    expect(API_CSP).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('refuses to start when the page headers lack one an API answer keeps', () => {
    const { 'strict-transport-security': _left, ...withoutHsts } = page;
    expect(() => apiHeaders(withoutHsts)).toThrow(/strict-transport-security/);
  });

  it('counts the API docs and every path outside the API as pages', () => {
    expect(answersAPage('/')).toBe(true);
    expect(answersAPage('/user/offers?x=1')).toBe(true);
    expect(answersAPage('/api')).toBe(true);
    expect(answersAPage('/api/docs/')).toBe(true);
    expect(answersAPage('/api/docs/static/index.html')).toBe(true);
    expect(answersAPage('/ondc/settlement-terms')).toBe(true);
    expect(answersAPage('/api/credit-cards')).toBe(false);
    expect(answersAPage('/api/kfs/early-salary/pdf')).toBe(false);
    expect(answersAPage('/api/nope')).toBe(false);
  });
});
