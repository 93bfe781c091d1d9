import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bundleFingerprint } from './build-fingerprint.ts';

describe('bundleFingerprint', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cl-fingerprint-'));
  const bundle = (text: string) => {
    const file = path.join(dir, 'server.js');
    writeFileSync(file, text);
    return pathToFileURL(file).href;
  };

  it('is the bundle content hash, and changes with any byte of it', async () => {
    const first = await bundleFingerprint(bundle('console.log(1);\n'));
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(await bundleFingerprint(bundle('console.log(1);\n'))).toBe(first);
    expect(await bundleFingerprint(bundle('console.log(2);\n'))).not.toBe(first);
  });

  it('is null when the server runs from its TypeScript source', async () => {
    expect(await bundleFingerprint(import.meta.url)).toBeNull();
  });

  it('rejects for a bundle it cannot read (the start then seeds, as from source)', async () => {
    await expect(bundleFingerprint(pathToFileURL(path.join(dir, 'missing.js')).href)).rejects.toThrow(
      /ENOENT/,
    );
  });
});
