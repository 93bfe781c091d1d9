// npm run bench: every benchmark in turn. Each prints its own figures.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const benches = ['web-bundle.ts'];
for (const file of benches) {
  const result = spawnSync(process.execPath, [path.join(import.meta.dirname, file)], { stdio: 'inherit' });
  if (result.status !== 0) process.exitCode = 1;
}
