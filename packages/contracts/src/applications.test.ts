import { describe, expect, it } from 'vitest';
import { checkTransition, type ApplicationStatus } from './applications.ts';

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
