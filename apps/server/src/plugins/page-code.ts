import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import {
  BOOT_PAGE_KINDS,
  LANGUAGE_CODES,
  PAGE_CODE_FILE,
  type BootPageKind,
  type LanguageCode,
} from '@cl/contracts';

// Issue 16: the links that name a signed-in customer page's own code in the page (what the web
// build wrote into PAGE_CODE_FILE, apps/web/page-code-build.ts). The browser then fetches it with
// the start files, not after the session and the user record have come back; the app imports
// the same files at boot (apps/web/src/app/boot-code.ts), from its cache.

const assetFile = z.string().regex(/^assets\/[\w.-]+\.(?:js|css)$/);
const files = z.object({ scripts: z.array(assetFile), styles: z.array(assetFile) });
const pageCode = z.object({
  code: z.record(z.enum(BOOT_PAGE_KINDS), z.record(z.enum(LANGUAGE_CODES), files)),
});

/** The head elements of a kind of page (bootPage) in `language`: '' for one the build named no code for. */
export type PageCodeLinks = (page: BootPageKind, language: LanguageCode) => string;

/** Reads the build's file once; null when the build has none (an older build, tests). */
export async function loadPageCodeLinks(root: string): Promise<PageCodeLinks | null> {
  let raw: string;
  try {
    raw = await readFile(path.join(root, PAGE_CODE_FILE), 'utf8');
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null;
    throw error;
  }
  const { code } = pageCode.parse(JSON.parse(raw));
  // Made once: a request costs a map look-up. crossorigin as the app's own loader asks, so the
  // browser's later import or stylesheet takes the preloaded answer; low priority, so the start
  // files, which draw the shell first, are not slowed by them (Lighthouse: first paint 2.2 -> 1.7 s).
  const links = new Map<string, string>();
  for (const [kind, byLanguage] of Object.entries(code)) {
    for (const [language, { scripts, styles }] of Object.entries(byLanguage)) {
      links.set(
        `${kind} ${language}`,
        [
          ...scripts.map(
            (file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`,
          ),
          ...styles.map(
            (file) => `<link rel="preload" as="style" crossorigin fetchpriority="low" href="/${file}">`,
          ),
        ].join(''),
      );
    }
  }
  return (page, language) => links.get(`${page} ${language}`) ?? '';
}
