import { describe, expect, it } from 'vitest';
import { SUPPORT_REFERENCE } from '@cl/contracts';
import {
  newSupportReference,
  statusAfterAdminReply,
  statusAfterPartnerReply,
  supportStatusOf,
} from './support-rules.ts';

describe('support references', () => {
  it('are the prefix and 8 characters of 0-9 A-Z, matching the contract', () => {
    for (let i = 0; i < 50; i += 1) {
      expect(newSupportReference('TKT')).toMatch(SUPPORT_REFERENCE);
      expect(newSupportReference('HLP')).toMatch(/^HLP-/);
    }
    expect(newSupportReference('TKT', () => 35)).toBe('TKT-ZZZZZZZZ');
    expect(newSupportReference('HLP', () => 0)).toBe('HLP-00000000');
  });
});

describe('status after a reply', () => {
  it('an admin reply answers an open, in-progress or answered thread', () => {
    expect(statusAfterAdminReply('open')).toEqual({ allowed: true, status: 'answered' });
    expect(statusAfterAdminReply('in_progress')).toEqual({ allowed: true, status: 'answered' });
    expect(statusAfterAdminReply('answered')).toEqual({ allowed: true, status: 'answered' });
  });
  it('an admin may not reply in a closed thread', () => {
    expect(statusAfterAdminReply('closed')).toEqual({ allowed: false });
  });
  it('a partner reply reopens an answered or closed ticket and keeps one being worked on', () => {
    expect(statusAfterPartnerReply('answered')).toBe('open');
    expect(statusAfterPartnerReply('closed')).toBe('open');
    expect(statusAfterPartnerReply('open')).toBe('open');
    expect(statusAfterPartnerReply('in_progress')).toBe('in_progress');
  });
  it('reads an unknown stored status as open', () => {
    expect(supportStatusOf('weird')).toBe('open');
    expect(supportStatusOf('closed')).toBe('closed');
  });
});
