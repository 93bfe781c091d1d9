import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const resultsDir = path.join(repoRoot, 'test-results');
/** Node 24 from the workspace (the `node` devDependency), whatever node runs Playwright. */
export const nodeBinary = path.join(repoRoot, 'node_modules/.bin/node');
export const serverEntry = path.join(repoRoot, 'apps/server/dist/server.js');
export const webDist = path.join(repoRoot, 'apps/web/dist');
