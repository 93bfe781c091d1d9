import { describe, expect, it } from 'vitest';
import { networkApplicationFixture } from '@/test/application';
import { PENDING_POLL_MS, applicationsPollMs, awaitedNetworkKey } from './get-applications';

const base = networkApplicationFixture({ publicId: 'a1' });

// Issue 17: the list asks again while a network lender's answer is awaited, until that wait runs out.
describe('applicationsPollMs', () => {
  it("polls while a network lender's answer is awaited, and stops once that wait has run out", () => {
    const key = awaitedNetworkKey([base]);
    expect(key).toBe('a1@2026-11-26T09:41:00.000Z');
    expect(applicationsPollMs([base], null)).toBe(PENDING_POLL_MS);
    expect(applicationsPollMs([base], key)).toBe(false);
    // The application moved on (a new step awaited): a new wait.
    const moved = { ...base, updatedAt: '2026-11-26T09:45:00.000Z' };
    expect(applicationsPollMs([moved], key)).toBe(PENDING_POLL_MS);
  });

  it('does not poll for a form the customer has to fill in, nor for a redirect hand-off', () => {
    const formDue = { ...base, network: { formDue: { heading: 'KYC', step: 2, steps: 3 }, waiting: false } };
    expect(applicationsPollMs([formDue], null)).toBe(false);
    const ondcCreated = { ...formDue, status: 'created' as const, customerStatus: 'created' as const };
    expect(applicationsPollMs([ondcCreated], null)).toBe(false);
    const redirect = {
      ...base,
      handoff: 'redirect' as const,
      status: 'created' as const,
      customerStatus: 'continue_at_lender' as const,
      network: null,
    };
    expect(applicationsPollMs([redirect], null)).toBe(false);
  });

  it("keeps polling while our worker hands an application to an API lender's API", () => {
    const api = {
      ...base,
      handoff: 'api' as const,
      status: 'created' as const,
      customerStatus: 'created' as const,
      network: null,
    };
    expect(applicationsPollMs([api], 'anything')).toBe(PENDING_POLL_MS);
  });
});
