import { describe, expect, it } from 'vitest';
import { withPartner } from '@/lib/partner-link';

describe('partner links (spec 2)', () => {
  it('carries the partner along on links, keeping other parameters', () => {
    expect(withPartner('/terms-of-use', 'vakrangee')).toBe('/terms-of-use?partner=vakrangee');
    expect(withPartner('/admin/login?callback=%2Fadmin%2Fx', 'a')).toBe(
      '/admin/login?callback=%2Fadmin%2Fx&partner=a',
    );
    expect(withPartner('/privacy-policy', null)).toBe('/privacy-policy');
  });
});
