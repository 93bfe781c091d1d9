import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compileHints } from './compile-hints-build';
import { pageCode } from './page-code-build';
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
// profile forms and the offer pages' filters share, the small plain pieces two or more customer
// pages draw (page column, dialog, radio choice, status chip, money format, the offer pages'
// frame), and what they import (the session and user reads, their schemas, the API client): one
// cacheable file instead of the dozens of small ones the splitter made (issue 16, ADR 027). The
// Help dialog and the admin and partner areas import a few of these modules too, so they fetch
// this file as well. Whatever '/' needs of them stays with '/' (the start page's groups come
// first). Rolldown puts a matched module's imports in its group too: a module here that imports
// much (a toast library, MUI's Alert, react-hook-form) would bring it to every page, so each is
// named, not a folder.
const SIGNED_IN_SHELL = new RegExp(
  String.raw`[\\/]src[\\/](?:app[\\/]routes[\\/]customer[\\/](?:journey[\\/]session-controls|route-guard)\.tsx` +
    String.raw`|features[\\/]journey[\\/](?:hooks|utils|api)[\\/]|components[\\/]ui[\\/]native-select\.tsx` +
    String.raw`|components[\\/]ui[\\/](?:page-column|status-chip|modal-dialog|radio-choice|choice-control|form-controls|button-variants)\.(?:tsx|css)` +
    String.raw`|lib[\\/](?:query-refresh|format)\.ts` +
    String.raw`|app[\\/]routes[\\/]customer[\\/]offers[\\/](?:page-container|use-signed-out-redirect|offers-page|query-error)\.(?:tsx?|css))` +
    String.raw`|[\\/]packages[\\/]contracts[\\/]src[\\/]journey-guard\.ts`,
);

// The form library and the customer area's react-hook-form field (the profile forms, a lender's
// form, the Help dialog): one file instead of five. Below the start page's groups: '/' draws its
// one field without react-hook-form (docs/decisions/007), so nothing of '/' moves here.
const FORMS = new RegExp(
  `${NODE_MODULES}(?:react-hook-form|@hookform)[\\\\/]` +
    String.raw`|[\\/]src[\\/](?:components[\\/]ui[\\/](?:input-field|use-form-field)\.tsx?|lib[\\/]server-field-errors\.ts)`,
);

// What the offer pages (personal, business, gold, home) read and how they format it: the offers,
// the applications, a KFS download, money and Indian dates: one file instead of seven.
const OFFERS_DATA = new RegExp(
  String.raw`[\\/]src[\\/](?:features[\\/](?:offers|applications)[\\/]api[\\/][^\\/]+\.ts` +
    String.raw`|lib[\\/](?:date-format|api-download)\.ts)`,
);

// The offers pages' own code: the route, its dialogs (KFS, apply; the lender page opens them
// too) and the applications table it shows: one file instead of three. The lender and
// transactions pages that share a part fetch the whole, which a customer on their way from the
// offers already holds.
const OFFERS_PAGE = new RegExp(
  String.raw`[\\/]src[\\/](?:app[\\/]routes[\\/]customer[\\/]offers[\\/](?:offers-route|offer-dialogs)\.tsx` +
    String.raw`|features[\\/]applications[\\/]components[\\/]application-status-table\.tsx)`,
);

// The toast library with its host: fetched together when a page raises its first toast (the
// offers page does as its offers arrive), one file instead of two.
const TOASTS = new RegExp(
  `${NODE_MODULES}react-toastify[\\\\/]` +
    String.raw`|[\\/]src[\\/]components[\\/]ui[\\/]toast-host\.(?:tsx|css)`,
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
    pageCode(),
    compileHints(),
    precompress(),
  ],
  resolve: { alias: webAlias },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Every stylesheet as one file (6 KB gzipped for the whole app), named by index.html: a page
    // split into chunks fetched up to six small stylesheets besides its scripts, each a round trip
    // on slow 4G, and the next page needs none (issue 16, ADR 027).
    cssCodeSplit: false,
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
            { name: 'forms', test: FORMS, priority: 6 },
            { name: 'offers-data', test: OFFERS_DATA, priority: 5 },
            { name: 'offers-page', test: OFFERS_PAGE, priority: 3 },
            { name: 'toast-host', test: TOASTS, priority: 4 },
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
