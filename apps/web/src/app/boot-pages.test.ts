import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOOT_PAGE_CODE, BOOT_PAGE_PATHS, bootPage } from './boot-pages';

// Issue 16: the pages whose data and code start at boot, and what the build names in their head.

describe('bootPage', () => {
  it('knows the products page, the profile forms and the offers pages, with or without a trailing slash', () => {
    expect(bootPage('/products')).toEqual({ kind: 'products' });
    expect(bootPage('/user/user-detail/')).toEqual({ kind: 'form' });
    expect(bootPage('/user/business-detail')).toEqual({ kind: 'form' });
    expect(bootPage('/user/offers')).toEqual({ kind: 'offers', product: 'personal' });
    expect(bootPage('/user/housing-offers')).toEqual({ kind: 'offers', product: 'housing' });
  });

  it('knows nothing else', () => {
    for (const pathname of [
      '/',
      '/login',
      '/user',
      '/user/offers/x',
      '/admin/dashboard',
      '/USER/OFFERS',
      '/constructor',
    ])
      expect(bootPage(pathname), pathname).toBeNull();
  });

  it('lists every path it knows for the build, once', () => {
    expect(new Set(BOOT_PAGE_PATHS).size).toBe(BOOT_PAGE_PATHS.length);
    for (const pathname of BOOT_PAGE_PATHS) expect(bootPage(pathname), pathname).not.toBeNull();
  });

  it('names modules and texts that exist (the build fails on one no chunk holds)', () => {
    const web = path.resolve(import.meta.dirname, '../..');
    for (const { modules, namespaces } of Object.values(BOOT_PAGE_CODE)) {
      for (const module of modules) expect(existsSync(path.join(web, module)), module).toBe(true);
      for (const ns of namespaces)
        expect(existsSync(path.join(web, `src/locales/en/${ns}.json`)), ns).toBe(true);
    }
  });
});
