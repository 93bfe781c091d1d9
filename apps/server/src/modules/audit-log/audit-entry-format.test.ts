import { describe, expect, it } from 'vitest';
import { auditDetail } from './audit-entry-format.ts';

describe('audit entry format', () => {
  it('shows a partner rate as its statement does', () => {
    expect(
      auditDetail('partner.rate', { percentMilli: 2500, flatPaise: 5000, effectiveFrom: '2026-11-24' }),
    ).toBe('2.5% + ₹50.00 from 24 Nov 2026');
  });

  it('says what a masquerade write, a CSR view and a search were', () => {
    expect(
      auditDetail('masquerade.request', { method: 'POST', route: '/api/partner/settings', status: 200 }),
    ).toBe('POST /api/partner/settings → 200');
    expect(auditDetail('csr.view', { purpose: 'csr_view' })).toBe('csr_view');
    expect(auditDetail('csr.search', { kind: 'mobile', hits: 1 })).toBe('mobile: 1');
  });

  it('lists other changes as key: value and cuts long ones', () => {
    expect(auditDetail('partner.revenue', { revenue_percent: '2.500', revenue_flat_fee: null })).toBe(
      'revenue_percent: 2.500, revenue_flat_fee: null',
    );
    expect(auditDetail('lender.update', { note: 'x'.repeat(400) }).length).toBe(300);
    expect(auditDetail('customer.erase', null)).toBe('');
  });
});
