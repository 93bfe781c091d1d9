import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_TARGETS, buildTargets, type BuildTarget } from '../scripts/build-stamp.ts';

// A small copy of the repository's layout; each fake build writes its output from its sources.
let root: string;

function write(file: string, content: string): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
}

function fakeBuild(target: BuildTarget): void {
  const source = target.name === 'web' ? 'apps/web/src/main.tsx' : 'apps/server/src/server.ts';
  rmSync(path.join(root, target.outDir), { recursive: true, force: true });
  write(path.join(target.outDir, 'out.js'), readFileSync(path.join(root, source), 'utf8'));
}

const start = (env: NodeJS.ProcessEnv = {}) =>
  buildTargets(root, BUILD_TARGETS, { onlyChanged: true, build: fakeBuild, env });
/** A start a minute on: every file has settled, so the stamps may be signed. */
const startLater = (env: NodeJS.ProcessEnv = {}) =>
  buildTargets(root, BUILD_TARGETS, {
    onlyChanged: true,
    build: fakeBuild,
    env,
    now: () => Date.now() + 60_000,
  });
const signatureOf = (dist: string): unknown =>
  (JSON.parse(readFileSync(path.join(root, dist, '.build-stamp.json'), 'utf8')) as { signature?: unknown })
    .signature;
/** Longer than the file system's clock tick, so a write gets new times. */
const nextTick = () => new Promise((resolve) => setTimeout(resolve, 30));

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'cl-build-stamp-'));
  write('package.json', '{}');
  write('package-lock.json', '{"lockfileVersion":3}');
  write('tsconfig.base.json', '{}');
  write('packages/contracts/src/index.ts', 'export const a = 1;');
  write('apps/web/src/main.tsx', 'web 1');
  write('apps/web/vite.config.ts', 'export default {};');
  write('apps/server/src/server.ts', 'server 1');
  write('apps/server/scripts/build.ts', 'esbuild');
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('npm start builds only what changed (ADR 030)', () => {
  it('builds everything the first time, then nothing while the tree is unchanged', () => {
    expect(start()).toEqual(['web', 'server']);
    expect(start()).toEqual([]);
    expect(start()).toEqual([]);
  });

  it('rebuilds the app whose source changed, and only that one', () => {
    start();
    write('apps/server/src/server.ts', 'server 2');
    expect(start()).toEqual(['server']);
    expect(readFileSync(path.join(root, 'apps/server/dist/out.js'), 'utf8')).toBe('server 2');
    write('apps/web/src/main.tsx', 'web 2');
    expect(start()).toEqual(['web']);
    write('apps/web/src/new-page.tsx', 'added');
    expect(start()).toEqual(['web']);
  });

  it('rebuilds both after a change to what they share: contracts, the lock file, the base config', () => {
    for (const shared of ['packages/contracts/src/index.ts', 'package-lock.json', 'tsconfig.base.json']) {
      start();
      write(shared, `changed ${shared}`);
      expect(start()).toEqual(['web', 'server']);
    }
  });

  it('rebuilds after a revert when the output was rebuilt by hand in between', () => {
    start();
    write('apps/web/src/main.tsx', 'web 2');
    fakeBuild(BUILD_TARGETS[0]!); // e.g. `vite build` alone: no stamp written
    write('apps/web/src/main.tsx', 'web 1');
    expect(start()).toEqual(['web']);
    expect(readFileSync(path.join(root, 'apps/web/dist/out.js'), 'utf8')).toBe('web 1');
  });

  it('rebuilds when the output is missing or was altered', () => {
    start();
    rmSync(path.join(root, 'apps/server/dist'), { recursive: true });
    expect(start()).toEqual(['server']);
    write('apps/web/dist/out.js', 'edited by hand');
    expect(start()).toEqual(['web']);
  });

  it('rebuilds when the stamp is missing, not JSON, of another shape, or another build’s', () => {
    start();
    const stamp = (dist: string) => path.join(root, dist, '.build-stamp.json');
    rmSync(stamp('apps/server/dist'));
    expect(start()).toEqual(['server']);
    for (const damaged of ['{"inputs":', '', 'null', '[]', '{"inputs":1,"outputs":2}', '{}']) {
      writeFileSync(stamp('apps/web/dist'), damaged);
      expect(start(), damaged).toEqual(['web']);
    }
    writeFileSync(stamp('apps/web/dist'), readFileSync(stamp('apps/server/dist')));
    expect(start()).toEqual(['web']);
    expect(start()).toEqual([]);
  });

  it('rebuilds after a forced build was interrupted half-way, though no source changed', () => {
    start();
    expect(() =>
      buildTargets(root, BUILD_TARGETS, {
        onlyChanged: false,
        env: {},
        build: (target) => {
          rmSync(path.join(root, target.outDir, 'out.js'));
          throw new Error('killed');
        },
      }),
    ).toThrow('killed');
    // The web build died first; the server's was never started and still matches.
    expect(start()).toEqual(['web']);
  });

  it('rebuilds the web app when a VITE_ setting changes; other variables do not count', () => {
    start({ VITE_COMPANY_NAME: 'A' });
    expect(start({ VITE_COMPANY_NAME: 'A', PORT: '4000' })).toEqual([]);
    expect(start({ VITE_COMPANY_NAME: 'B' })).toEqual(['web']);
    expect(start({})).toEqual(['web']);
  });

  it('ignores installed packages and build output inside the inputs', () => {
    start();
    write('apps/server/node_modules/x/index.js', 'installed');
    write('packages/contracts/dist/index.js', 'built');
    expect(start()).toEqual([]);
  });

  it('always builds when asked to build (npm run build)', () => {
    start();
    expect(buildTargets(root, BUILD_TARGETS, { onlyChanged: false, build: fakeBuild, env: {} })).toEqual([
      'web',
      'server',
    ]);
    expect(start()).toEqual([]);
  });

  it('leaves no stamp behind when a build fails, so the next start builds again', () => {
    start();
    write('apps/server/src/server.ts', 'server 2');
    expect(() =>
      buildTargets(root, BUILD_TARGETS, {
        onlyChanged: true,
        env: {},
        build: () => {
          throw new Error('esbuild failed');
        },
      }),
    ).toThrow('esbuild failed');
    write('apps/server/src/server.ts', 'server 1');
    expect(start()).toEqual(['server']);
  });

  it('signs a settled tree: a start then trusts the signature, and any change still rebuilds', async () => {
    start();
    expect(signatureOf('apps/web/dist')).toBeUndefined(); // just built: too young to sign
    expect(startLater()).toEqual([]);
    const signed = signatureOf('apps/server/dist');
    expect(signed).toMatch(/^[0-9a-f]{64}$/);
    expect(startLater()).toEqual([]);
    expect(signatureOf('apps/server/dist')).toBe(signed);

    // The same size and inode, and the modification time put back exactly (a whole second, so
    // nothing is lost in the setting): only the status-change time moves, and that is enough.
    const source = path.join(root, 'apps/server/src/server.ts');
    const second = Math.floor(Date.now() / 1000) - 120;
    utimesSync(source, second, second);
    expect(startLater()).toEqual([]);
    await nextTick();
    const before = statSync(source, { bigint: true });
    write('apps/server/src/server.ts', 'server 2');
    utimesSync(source, second, second);
    const after = statSync(source, { bigint: true });
    expect([after.size, after.ino, after.mtimeNs]).toEqual([before.size, before.ino, before.mtimeNs]);
    expect(startLater()).toEqual(['server']);
    expect(readFileSync(path.join(root, 'apps/server/dist/out.js'), 'utf8')).toBe('server 2');
    expect(startLater()).toEqual([]);

    await nextTick();
    write('apps/web/dist/out.js', 'web X'); // an output altered, same size
    expect(startLater()).toEqual(['web']);
    expect(startLater()).toEqual([]);
    await nextTick();
    write('packages/contracts/src/added.ts', 'export const b = 2;');
    expect(startLater()).toEqual(['web', 'server']);
    expect(startLater()).toEqual([]);
    rmSync(path.join(root, 'packages/contracts/src/added.ts'));
    expect(startLater()).toEqual(['web', 'server']);
    expect(startLater({ VITE_COMPANY_NAME: 'B' })).toEqual(['web']);
  });

  it('renews the signature when a checkout rewrote files without changing them', async () => {
    start();
    startLater();
    const signed = signatureOf('apps/web/dist');
    await nextTick();
    write('apps/web/src/main.tsx', 'web 1'); // the same content, written again
    expect(startLater()).toEqual([]);
    const renewed = signatureOf('apps/web/dist');
    expect(renewed).toMatch(/^[0-9a-f]{64}$/);
    expect(renewed).not.toBe(signed);
    // A file written just now is not signed: its times may not change on its next write.
    write('apps/web/src/main.tsx', 'web 1');
    expect(start()).toEqual([]);
    expect(signatureOf('apps/web/dist')).toBe(renewed);
  });
});
