import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay } from './date-format';

// issue 13: times on Hindi pages use Hindi day-period words, never am/pm; always Indian time.
describe('formatDateTime', () => {
  it('writes Indian time with am/pm in English and Hindi day periods in Hindi', () => {
    expect(formatDateTime('2026-11-21T09:35:00Z', 'en')).toBe('21 Nov 2026, 3:05 pm');
    const hindi = formatDateTime('2026-11-21T09:35:00Z', 'hi');
    expect(hindi).toContain('3:05');
    expect(hindi).toMatch(/दोपहर/);
    expect(hindi).not.toMatch(/[ap]\.?m\.?/i);
    expect(formatDateTime('2026-11-21T17:35:00Z', 'hi')).toMatch(/रात 11:05/);
  });

  it('leaves calendar dates on their own day', () => {
    expect(formatDay('2026-11-21', 'en')).toBe('21 Nov 2026');
    expect(formatDay('2026-11-21', 'hi')).toMatch(/^21 नव/);
  });
});
