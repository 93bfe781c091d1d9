import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOOT_PAGE_KINDS } from '@cl/contracts';
import { BOOT_PAGE_CODE } from './boot-pages';

// Issue 16: what the build names in the head of the pages whose code starts at boot.

describe('BOOT_PAGE_CODE', () => {
  it('names modules and texts that exist (the build fails on one no chunk holds)', () => {
    const web = path.resolve(import.meta.dirname, '../..');
    for (const { modules, namespaces } of Object.values(BOOT_PAGE_CODE)) {
      for (const module of modules) expect(existsSync(path.join(web, module)), module).toBe(true);
      for (const ns of namespaces)
        expect(existsSync(path.join(web, `src/locales/en/${ns}.json`)), ns).toBe(true);
    }
  });

  it('has code for every kind of boot page', () => {
    expect(Object.keys(BOOT_PAGE_CODE).sort()).toEqual([...BOOT_PAGE_KINDS].sort());
  });
});
