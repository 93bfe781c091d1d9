import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { signInPage } from './sign-in-build';

/** The one import alias (STYLE 8): '@/x' is apps/web/src/x; tsconfig paths says the same. */
export const webAlias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

// The start page in three cacheable files instead of twenty small ones (HTTP/1.1 on slow 4G pays
// a round trip per request): the framework, which changes least; other libraries; our own code.
// Only modules the start page loads anyway ('$initial') are grouped, so nothing from the lazy
// admin or partner areas is pulled into the start page.
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

// What every signed-in page needs after the start page (TanStack Query and zod): one cacheable
// file instead of the small ones the splitter made (issue 16: 55-80 requests before a customer
// page was usable). react-hook-form stays apart: /products does not use it. Never on '/'. clsx
// too: MUI and react-toastify use it, and in MUI's group the first toast on a page drawn without
// MUI (the offers' special-offer notices) fetched all of MUI's 52 KB for it.
const QUERY_AND_SCHEMAS = /[\\/]node_modules[\\/](@tanstack|zod|clsx)[\\/]/;

// MUI's styling engine and the components nearly every MUI page draws (what the start page loaded
// before issue 16 took MUI off it): one cacheable file for the pages that use MUI, instead of the
// twenty-odd small ones the splitter makes once '/' no longer holds them; the outlined field's
// parts, which the form pages add, are a second one. Never on '/' (it imports none of it); the
// priorities sit below the start page's groups, so a module '/' needs stays with '/'.
const NODE_MODULES = String.raw`[\\/]node_modules[\\/]`;
const MUI_PART = String.raw`@mui[\\/]material[\\/](?:esm[\\/])?`;
const MUI_BASE = new RegExp(
  `${NODE_MODULES}(?:@emotion|stylis|hoist-non-react-statics|@babel[\\\\/]runtime` +
    String.raw`|@mui[\\/](?:system|styled-engine|private-theming|utils)|@mui[\\/]icons-material[\\/](?:esm[\\/])?utils` +
    `|${MUI_PART}(?:styles|utils|className|colors|transitions|zero-styled|internal|DefaultPropsProvider` +
    '|GlobalStyles|CssBaseline|Box|Typography|Stack|Button|ButtonBase|useLazyRipple|SvgIcon|IconButton' +
    String.raw`|Paper|CircularProgress|Link))[\\/]`,
);
const MUI_FIELD = new RegExp(
  `${NODE_MODULES}${MUI_PART}(?:FormControl|InputBase|OutlinedInput|InputLabel|FormLabel|FormHelperText` +
    String.raw`|InputAdornment)[\\/]`,
);

// What every page but '/' runs before its own code: the session controls, the journey's rules
// (the guard's, the product cookie, the journey navigation), the route guard, the native select the
// profile forms and the offer pages' filters share, and
// what they import (the session and user reads, their schemas, the API client): one cacheable file
// instead of the dozen small ones the splitter made (issue 16, ADR 027: 9-11 fewer requests on each
// signed-in page). The Help dialog and the admin and partner areas import a few of these modules
// too, so they now fetch this file (about 5 KB more, 3 requests fewer). Whatever '/' needs of
// them stays with '/' (the start page's groups come first).
const SIGNED_IN_SHELL = new RegExp(
  String.raw`[\\/]src[\\/](?:app[\\/]routes[\\/]customer[\\/](?:journey[\\/]session-controls|route-guard)\.tsx` +
    String.raw`|features[\\/]journey[\\/](?:hooks|utils|api)[\\/]|components[\\/]ui[\\/]native-select\.tsx)` +
    String.raw`|[\\/]packages[\\/]contracts[\\/]src[\\/]journey-guard\.ts`,
);

// @cl/contracts is schemas and constants only, but its package.json does not say
// "sideEffects": false, so every schema (admin, lender, ...) would ship with the start page.
// Each contracts file is side-effect free by its own rule (no DOM, no globals).
const CONTRACTS_SOURCE = /[\\/]packages[\\/]contracts[\\/]src[\\/]/;
const contractsAreSideEffectFree = (id: string) => (CONTRACTS_SOURCE.test(id) ? false : undefined);

/**
 * Writes .br and .gz next to every text asset. The server (@fastify/static, preCompressed) sends
 * them as they are: brotli at its best level once at build time, instead of no compression or a
 * fast level per request. On slow 4G this is the biggest single saving.
 */
function precompress(): Plugin {
  let dist = fileURLToPath(new URL('./dist', import.meta.url));
  return {
    name: 'cl-precompress',
    apply: 'build',
    configResolved(config) {
      dist = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await readdir(dist, { recursive: true });
      for (const file of files.filter((f) => /\.(js|css|html|svg|json)$/.test(f))) {
        const full = path.join(dist, file);
        const content = await readFile(full);
        if (content.length < 1024) continue;
        const br = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
        await writeFile(`${full}.br`, br);
        await writeFile(`${full}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    signInPage({ alias: webAlias, moduleSideEffects: contractsAreSideEffectFree }),
    precompress(),
  ],
  resolve: { alias: webAlias },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      treeshake: { moduleSideEffects: contractsAreSideEffectFree },
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK, tags: ['$initial'], priority: 30 },
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 20 },
            { name: 'mui', test: MUI_BASE, priority: 15 },
            { name: 'mui-field', test: MUI_FIELD, priority: 14 },
            { name: 'app', tags: ['$initial'], priority: 10 },
            { name: 'signed-in-shell', test: SIGNED_IN_SHELL, priority: 7 },
            { name: 'query-schemas', test: QUERY_AND_SCHEMAS, priority: 16 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
});
