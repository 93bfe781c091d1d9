import { describe, expect, it } from 'vitest';
import { areaOfPath } from '@/app/area';

describe('areaOfPath (spec 2: the first segment decides)', () => {
  it.each([
    ['/', 'customer'],
    ['/products', 'customer'],
    ['/personal-loan', 'customer'],
    ['/user/offers', 'customer'],
    ['/admin', 'admin'],
    ['/admin/login', 'admin'],
    ['/admin/lenders/12', 'admin'],
    ['/admin/partner/login', 'admin'],
    ['/partner', 'partner'],
    ['/partner/login', 'partner'],
    ['/partner/reports', 'partner'],
    ['/vakrangee/partner/login', 'partner'],
    ['/vakrangee/partner/login/', 'partner'],
    ['/vakrangee/partner/reports', 'customer'],
    ['/administrator', 'customer'],
  ])('%s is %s', (path, area) => {
    expect(areaOfPath(path)).toBe(area);
  });
});
