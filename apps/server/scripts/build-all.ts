// `npm run build`: the web app, then the server, each stamped (build-stamp.ts). With --if-changed
// a build whose stamp still matches its inputs and output is skipped (ADR 030); `npm start`
// (start.ts) runs the same check through buildAll.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { BUILD_TARGETS, buildTargets } from './build-stamp.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/** Builds the web app and the server, or with onlyChanged those whose inputs or output changed. */
export function buildAll(options: { onlyChanged: boolean }): void {
  const built = buildTargets(root, BUILD_TARGETS, {
    onlyChanged: options.onlyChanged,
    build: (target) => {
      const result = spawnSync('npm', ['run', 'build', '-w', target.workspace], {
        cwd: root,
        stdio: 'inherit',
      });
      if (result.status !== 0) {
        console.error(`${target.name}: build failed`);
        process.exit(result.status ?? 1);
      }
    },
  });
  const skipped = BUILD_TARGETS.map((t) => t.name).filter((name) => !built.includes(name));
  if (skipped.length > 0) console.log(`unchanged since their last build, not rebuilt: ${skipped.join(', ')}`);
}

if (import.meta.main) buildAll({ onlyChanged: process.argv.includes('--if-changed') });
