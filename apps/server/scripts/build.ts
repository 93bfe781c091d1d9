// Bundles the server (and the contracts source it imports) into dist/server.js; npm packages stay
// external and load from node_modules. Migrations are read from src/db/migrations at run time.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { z } from 'zod';

const pkg = z
  .object({ dependencies: z.record(z.string(), z.string()) })
  .parse(JSON.parse(readFileSync('package.json', 'utf8')));
// Bundled rather than loaded from node_modules: ES module packages of many small files, whose
// resolution file by file cost more than half a second of every start (issue 16). zod goes with
// fastify-type-provider-zod so that the app and the provider share one zod and its registry.
const BUNDLED = new Set(['@cl/contracts', 'drizzle-orm', 'zod', 'fastify-type-provider-zod']);
const external = Object.keys(pkg.dependencies).filter((name) => !BUNDLED.has(name));

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  external,
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
});
console.log('server built: apps/server/dist/server.js');
