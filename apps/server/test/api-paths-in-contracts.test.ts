import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 14 / STYLE 11: every API path is declared once, in packages/contracts (paths.ts,
// admin-paths.ts), and both apps import it. A '/api/...' string literal in an app's source is a
// second declaration that can drift from the server's route.
//
// Allowed, with the reason:
// - *.test.ts(x) files and apps/web/src/test/ (fixtures): tests name the URL they call on purpose,
//   often a malformed one (hex ids, attack strings) that no contract constant could express.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SOURCE_DIRS = ['apps/server/src', 'apps/web/src'];
// A string or template literal that starts with /api/ or is exactly /api.
const API_LITERAL = /['"`]\/api(?:\/|['"`])/;

function allowed(file: string): boolean {
  return /\.test\.tsx?$/.test(file) || file.startsWith('apps/web/src/test/');
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

/** file:line: text for every API path literal outside contracts. */
function apiLiteralsOutsideContracts(): string[] {
  const found: string[] = [];
  for (const file of SOURCE_DIRS.flatMap(sourceFiles)) {
    if (allowed(file)) continue;
    const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
    lines.forEach((line, i) => {
      if (API_LITERAL.test(line)) found.push(`${file}:${String(i + 1)}: ${line.trim()}`);
    });
  }
  return found;
}

describe('API paths live in @cl/contracts only', () => {
  it('finds the kind of literal it guards against', () => {
    expect(API_LITERAL.test("const URL = '/api/admin/revenue';")).toBe(true);
    expect(API_LITERAL.test('fetch(`/api/user/${id}`)')).toBe(true);
    expect(API_LITERAL.test("url === '/api'")).toBe(true);
    expect(API_LITERAL.test("import { API } from '@cl/contracts'; // see /api docs")).toBe(false);
  });

  it('has no /api/ string literal in apps/server/src or apps/web/src outside tests', () => {
    expect(apiLiteralsOutsideContracts()).toEqual([]);
  });
});
