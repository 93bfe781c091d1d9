import { describe, expect, it } from 'vitest';
import { partnerNameParams } from '@cl/contracts';
import { partnerNameFromLocation, partnerQueryParam, withPartner } from '@/lib/partner-name';

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

  it('carries the partner along on links, keeping other parameters', () => {
    expect(withPartner('/terms-of-use', 'vakrangee')).toBe('/terms-of-use?partner=vakrangee');
    expect(withPartner('/admin/login?callback=%2Fadmin%2Fx', 'a')).toBe(
      '/admin/login?callback=%2Fadmin%2Fx&partner=a',
    );
    expect(withPartner('/privacy-policy', null)).toBe('/privacy-policy');
  });

  it.each(['vakrangee', 'jeevan-utthan', 'nitya_finance', 'a'.repeat(64), 'a'.repeat(65), 'x y', '', 'ü'])(
    'agrees with partnerNameParams of the contracts on %j (checked without zod)',
    (name) => {
      const contracts = partnerNameParams.safeParse({ partnerName: name }).success;
      expect(partnerQueryParam(`?partner=${encodeURIComponent(name)}`) !== null).toBe(contracts);
    },
  );
});
