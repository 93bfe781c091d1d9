import { describe, expect, it } from 'vitest';
import { safeInternalPath } from './safe-path';

describe('safeInternalPath (no open redirect)', () => {
  it.each([
    ['/', '/'],
    ['/products', '/products'],
    ['/user/offers', '/user/offers'],
    ['/user/offers/', '/user/offers'],
    ['/user/user-detail?x=1', '/user/user-detail?x=1'],
    ['/user/lenders-transaction/cashe', '/user/lenders-transaction/cashe'],
    ['/user/../products', '/products'],
  ])('accepts %s as %s', (target, expected) => {
    expect(safeInternalPath(target)).toBe(expected);
  });

  it.each([
    null,
    '',
    'https://evil.example/user/offers',
    '//evil.example/user',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/admin/dashboard',
    '/partner',
    '/user',
    '/user/../admin/lenders',
    '/%2F%2Fevil.example',
    ' /user/offers',
    '/user/of fers',
  ])('refuses %j', (target) => {
    expect(safeInternalPath(target)).toBeNull();
  });
});
