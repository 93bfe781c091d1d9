import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 14: docs/ARCHITECTURE.md's spec index puts every spec item one hop from its code. This
// keeps it true: every path it names exists, and every server module and web feature has a row.

const root = path.resolve(import.meta.dirname, '../../..');
const text = readFileSync(path.join(root, 'docs/ARCHITECTURE.md'), 'utf8');
const section = text.slice(
  text.indexOf('## Spec index'),
  text.indexOf('\n## ', text.indexOf('## Spec index') + 1),
);
const rows = section
  .split('\n')
  .filter((line) => line.startsWith('| ') && !line.startsWith('| Spec item') && !line.startsWith('| ---'))
  .map((line) =>
    line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim()),
  );
const ticked = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '');
const dirs = (dir: string) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

describe('docs/ARCHITECTURE.md spec index (issue 14)', () => {
  it('has rows of five cells', () => {
    expect(rows.length).toBeGreaterThan(40);
    for (const row of rows) expect(row, row.join(' | ')).toHaveLength(5);
  });

  it('names only server modules, contracts files, web screens and features that exist', () => {
    const missing: string[] = [];
    const check = (file: string) => {
      if (!existsSync(path.join(root, file))) missing.push(file);
    };
    for (const [, server = '', contracts = '', screens = '', features = ''] of rows) {
      for (const name of ticked(server)) {
        if (name.includes('/')) check(`apps/server/src/${name}`);
        else if (!name.endsWith('.ts')) check(`apps/server/src/modules/${name}`);
      }
      for (const name of ticked(contracts)) check(`packages/contracts/src/${name}`);
      for (const name of ticked(screens)) check(`apps/web/src/app/routes/${name}`);
      for (const name of ticked(features)) check(`apps/web/src/features/${name}`);
    }
    expect(missing).toEqual([]);
  });

  it('gives every server module and every web feature a row', () => {
    const modules = new Set(rows.flatMap((row) => ticked(row[1] ?? '')));
    const features = new Set(rows.flatMap((row) => ticked(row[4] ?? '')));
    expect(dirs('apps/server/src/modules').filter((m) => !modules.has(m))).toEqual([]);
    expect(dirs('apps/web/src/features').filter((f) => !features.has(f))).toEqual([]);
  });
});
