import { describe, expect, it } from 'vitest';
import {
  checkTransition,
  customerStatusOf,
  dedupeHoldUntil,
  unfinishedRedirectCutoff,
  unfinishedRedirectExpiresAt,
  type ApplicationStatus,
} from './applications.ts';

describe('application lifecycle', () => {
  it.each<[ApplicationStatus, ApplicationStatus, boolean, boolean?]>([
    ['created', 'submitted', true, true],
    ['submitted', 'disbursed', true, true],
    ['approved', 'disbursed', true, true],
    ['in_review', 'rejected', true, true],
    ['created', 'expired', true, true],
    ['submitted', 'submitted', true, false],
    ['disbursed', 'disbursed', true, false],
    ['approved', 'submitted', false],
    ['disbursed', 'rejected', false],
    ['rejected', 'approved', false],
    ['expired', 'submitted', false],
  ])('%s -> %s', (from, to, ok, changed) => {
    const result = checkTransition(from, to);
    expect(result.ok).toBe(ok);
    if (result.ok) expect(result.changed).toBe(changed);
  });
});

describe('the status a customer sees (issue 13)', () => {
  it('says a redirect application still has to be continued on the lender site', () => {
    expect(customerStatusOf('created', 'redirect')).toBe('continue_at_lender');
    expect(customerStatusOf('submitted', 'redirect')).toBe('submitted');
    expect(customerStatusOf('rejected', 'redirect')).toBe('rejected');
    expect(customerStatusOf('created', 'api')).toBe('created');
  });
});

describe('de-dupe hold', () => {
  const day = 86_400_000;
  const now = new Date('2025-06-30T06:30:00Z');
  const applied = (daysAgo: number, status: ApplicationStatus = 'submitted') => ({
    createdAt: new Date(now.getTime() - daysAgo * day),
    status,
  });

  it('holds a new application until the window has passed', () => {
    expect(dedupeHoldUntil(applied(10), now, 30)).toEqual(new Date(now.getTime() + 20 * day));
    expect(dedupeHoldUntil(applied(0, 'rejected'), now, 30)).not.toBeNull();
  });

  it('lets the customer apply again after the window, after expiry, or with de-dupe off', () => {
    expect(dedupeHoldUntil(applied(30), now, 30)).toBeNull();
    expect(dedupeHoldUntil(applied(31), now, 30)).toBeNull();
    expect(dedupeHoldUntil(applied(1, 'expired'), now, 30)).toBeNull();
    expect(dedupeHoldUntil(applied(1), now, 0)).toBeNull();
  });
});

describe('an unfinished redirect application (ADR 006)', () => {
  const day = 86_400_000;
  const createdAt = new Date('2025-06-01T06:30:00Z');

  it('expires the given days after it was made while the customer has not continued', () => {
    const app = { createdAt, status: 'created' as const, handoff: 'redirect' as const };
    expect(unfinishedRedirectExpiresAt(app, 7)).toEqual(new Date(createdAt.getTime() + 7 * day));
    // The server's cutoff picks exactly the applications whose moment has come.
    const now = new Date(createdAt.getTime() + 7 * day);
    expect(unfinishedRedirectCutoff(now, 7)).toEqual(createdAt);
  });

  it('never expires an API application or one the customer continued', () => {
    expect(unfinishedRedirectExpiresAt({ createdAt, status: 'created', handoff: 'api' }, 7)).toBeNull();
    for (const status of ['submitted', 'approved', 'rejected'] as const)
      expect(unfinishedRedirectExpiresAt({ createdAt, status, handoff: 'redirect' }, 7)).toBeNull();
  });
});
