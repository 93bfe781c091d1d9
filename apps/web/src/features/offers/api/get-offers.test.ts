import { describe, expect, it } from 'vitest';
import { networkPollMs } from './get-offers';

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
