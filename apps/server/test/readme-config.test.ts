import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema } from '../src/config/env.ts';

// The README's configuration table names every environment variable the server reads.
describe('README configuration table', () => {
  it('has a row for every variable of config/env.ts', () => {
    const readme = readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');
    // A row's first cell may name several related variables (`A` / `B`).
    const named = new Set(
      readme
        .split('\n')
        .filter((line) => line.startsWith('| `'))
        .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Z0-9_]+)`/g)].map((m) => m[1])),
    );
    const missing = Object.keys(envSchema.shape).filter((name) => !named.has(name));
    expect(missing).toEqual([]);
  });
});
