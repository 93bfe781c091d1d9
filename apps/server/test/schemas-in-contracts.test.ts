import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 14: every request and response shape is declared once, in packages/contracts, and both
// sides import it. A route file that writes its own z.object(...) for a body, query, header or
// answer, or a web api/ file that writes one to parse an answer, is a second declaration that
// can drift from the other side (as merchantRow did, declared in both).
//
// Allowed, with the reason:
// - A route's `params: z.object(...)` on one line: path parameters are named by the route's own
//   path (which lives in contracts) and checked with the shared field schemas (idParam, ...).
// - apps/server/src/modules/lender-sandbox/: the sandbox plays a lender's own API (its request and
//   answer are the lender's shapes, read by lender-connectors/lender-api.ts), not an API of ours.
// - apps/server/src/modules/ondc/simulator/: likewise it plays ONDC lender apps, a gateway and a
//   registry (beckn's shapes, checked against the FIS12 spec by the conformance harness, ADR 032).

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const Z_OBJECT = /\bz\s*\.\s*object\s*\(/;
const PARAMS_LINE = /^\s*params:\s*z\.object\(.*\),\s*$/;
const EXEMPT_DIRS = ['apps/server/src/modules/lender-sandbox/', 'apps/server/src/modules/ondc/simulator/'];

function files(dir: string, name: RegExp): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && name.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

/** file:line: text for every z.object( a file may not write. */
function inlineShapes(list: string[], allowLine: (line: string) => boolean): string[] {
  const found: string[] = [];
  for (const file of list) {
    if (EXEMPT_DIRS.some((dir) => file.startsWith(dir))) continue;
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (Z_OBJECT.test(line) && !allowLine(line)) found.push(`${file}:${String(i + 1)}: ${line.trim()}`);
      });
  }
  return found;
}

const routeFiles = () => files('apps/server/src', /\.routes\.ts$/);
const webApiFiles = () =>
  files('apps/web/src/features', /\.tsx?$/).filter((file) => /\/features\/[^/]+\/api\//.test(file));

describe('request and response schemas live in @cl/contracts only', () => {
  it('tells a shape from a path-parameter line', () => {
    expect(Z_OBJECT.test('200: z.object({ success: z.literal(true) }),')).toBe(true);
    expect(Z_OBJECT.test('const row = z .object({')).toBe(true);
    expect(Z_OBJECT.test('response: { 200: merchantsResponse },')).toBe(false);
    expect(PARAMS_LINE.test('        params: z.object({ merchantId: idParam }),')).toBe(true);
    expect(PARAMS_LINE.test('        body: z.object({ note: z.string() }),')).toBe(false);
    expect(PARAMS_LINE.test('        params: z.object({')).toBe(false);
  });

  it('finds the route files and web api files it checks', () => {
    expect(routeFiles().length).toBeGreaterThan(20);
    expect(webApiFiles().length).toBeGreaterThan(50);
  });

  it('has no body, query, header or response schema declared in a route file', () => {
    expect(inlineShapes(routeFiles(), (line) => PARAMS_LINE.test(line))).toEqual([]);
  });

  it("has no zod object declared in a web feature's api/ files (they import the contracts')", () => {
    expect(inlineShapes(webApiFiles(), () => false)).toEqual([]);
  });
});
