import { afterEach, describe, expect, it } from 'vitest';
import { ATTRIBUTION_DAYS, landingUtms, rememberLanding } from '@/lib/landing-attribution';
import { readCookie } from '@/lib/cookies';

afterEach(() => {
  document.cookie = 'utms=; path=/; max-age=0';
});

describe('landing attribution: the utms cookie (spec 3, issue 6)', () => {
  it("keeps a referral link's UTM parameters and partner", () => {
    expect(landingUtms('?partner=vakrangee&utm_source=VAK01&utm_medium=referral', null)).toEqual({
      utm_source: 'VAK01',
      utm_medium: 'referral',
      partner: 'vakrangee',
    });
  });

  it('keeps a UTM campaign link without a partner, and drops values that are not plain text', () => {
    expect(landingUtms('?utm_source=fb&utm_campaign=diwali%202026&utm_term=%3Cscript%3E', null)).toEqual({
      utm_source: 'fb',
      utm_campaign: 'diwali 2026',
    });
  });

  it("names nothing for a plain visit, the default brand, or a partner's own site without parameters", () => {
    expect(landingUtms('', null)).toBeNull();
    expect(landingUtms('?partner=cl', null)).toBeNull();
    expect(landingUtms('?lang=hi', 'vakrangee')).toBeNull();
  });

  it("puts the host's partner over a partner named in the query on a partner's own site", () => {
    expect(landingUtms('?utm_source=sms&partner=fastpay', 'vakrangee')).toEqual({
      utm_source: 'sms',
      partner: 'vakrangee',
    });
  });

  it('stores the latest landing with parameters, and a later plain visit keeps it', () => {
    rememberLanding('?utm_source=first', null);
    rememberLanding('?partner=fastpay&utm_medium=referral', null);
    rememberLanding('', null);
    expect(JSON.parse(readCookie('utms') ?? 'null')).toEqual({ utm_medium: 'referral', partner: 'fastpay' });
    expect(ATTRIBUTION_DAYS).toBe(30);
  });
});
