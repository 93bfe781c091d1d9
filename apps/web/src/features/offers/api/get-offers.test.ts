import { describe, expect, it } from 'vitest';
import { FORM_POLL_MS, awaitedOffersKey, networkPollMs, offersPollMs } from './get-offers';

// Issue 17: the offers page asks again while the network search takes lenders' answers, then stops.
describe('networkPollMs', () => {
  const now = Date.parse('2026-11-26T03:00:00Z');
  it('polls while the search is open and stops when it closes or there is none', () => {
    expect(networkPollMs('2026-11-26T03:00:20Z', now)).toBe(5000);
    expect(networkPollMs('2026-11-26T02:59:59Z', now)).toBe(false);
    expect(networkPollMs(null, now)).toBe(false);
    expect(networkPollMs(undefined, now)).toBe(false);
  });
});

describe('offersPollMs (issue 17: a network lender’s offer after its form)', () => {
  const now = Date.parse('2026-11-26T03:00:00Z');
  const data = (state: 'form_due' | 'form_submitted' | 'declined', openUntil: string | null = null) => ({
    methodVersion: 'v1',
    offers: [],
    unmatched: [{ lenderId: -7, name: 'Sahyog Finance', reasons: [], network: { offerId: 7, state } }],
    applications: [],
    networkSearchOpenUntil: openUntil,
  });

  it('asks every 2 s while a form was sent and its offer is awaited, until that wait runs out', () => {
    expect(awaitedOffersKey(data('form_submitted'))).toBe('7');
    expect(offersPollMs(data('form_submitted'), null, now)).toBe(FORM_POLL_MS);
    expect(offersPollMs(data('form_submitted'), '7', now)).toBe(false);
    // Another form sent is another wait.
    expect(offersPollMs(data('form_submitted'), '3', now)).toBe(FORM_POLL_MS);
  });

  it('does not ask again for a form the customer has yet to fill in, or a lender that declined', () => {
    expect(offersPollMs(data('form_due'), null, now)).toBe(false);
    expect(offersPollMs(data('declined'), null, now)).toBe(false);
    expect(offersPollMs(data('form_due', '2026-11-26T03:00:20Z'), null, now)).toBe(5000);
  });
});
