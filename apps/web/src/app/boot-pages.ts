import type { BootPageKind } from '@cl/contracts';

// The signed-in customer pages (bootPage of @cl/contracts) whose code is asked for at boot
// (boot-code.ts) and named by the server in the page it sends (page-code-build.ts, issue 16): the
// journey rules of @cl/contracts are not on the start page, and the guard still decides whether
// the page shows (what nobody takes waits in the browser's cache).
// The web build reads this file too: no '@/' imports.

/**
 * What each kind of page renders with: its modules (paths in apps/web, each fetched at boot by
 * boot-code.ts's loaders) and its texts' namespaces. The build names these modules' files, and
 * everything they import, in the page the server sends for these paths.
 */
export const BOOT_PAGE_CODE: Record<
  BootPageKind,
  { modules: readonly string[]; namespaces: readonly string[] }
> = {
  // The guard's module holds the shell's reads, which boot-code.ts puts in the cache first.
  products: {
    modules: ['src/app/routes/customer/route-guard.tsx', 'src/app/routes/customer/products-route.tsx'],
    namespaces: ['products'],
  },
  // The journey screens import the guard (route-guard.tsx) themselves.
  form: {
    modules: ['src/app/routes/customer/journey/journey-screen.tsx'],
    namespaces: ['journey', 'profile'],
  },
  offers: {
    modules: ['src/app/routes/customer/route-guard.tsx', 'src/app/routes/customer/offers/offers-route.tsx'],
    namespaces: ['offers'],
  },
};
