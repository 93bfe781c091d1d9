import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { LANGUAGE_CODES, PAGE_CODE_FILE, type BootPageKind } from '@cl/contracts';
import { BOOT_PAGE_CODE } from './src/app/boot-pages';

interface PageFiles {
  scripts: string[];
  styles: string[];
}

type Chunk = Rolldown.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/**
 * Issue 16: writes PAGE_CODE_FILE, what each signed-in customer page of boot-pages.ts renders
 * with (its modules, everything they import statically, their stylesheets, its texts in each
 * language), less the start files index.html already names. The server names these files in
 * the page, so the browser fetches them beside the start files; boot-code.ts imports the same
 * modules. A module the list names that the app does not load on its own fails the build.
 */
export function pageCode(): Plugin {
  let root = '';
  return {
    name: 'cl-page-code',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is Chunk => file.type === 'chunk');
      const chunkOf = (module: string): Chunk => {
        const id = path.join(root, module);
        const chunk = chunks.find((c) => c.moduleIds.includes(id));
        if (!chunk) throw new Error(`page code: ${module} is in no chunk of the build`);
        return chunk;
      };
      const start = new Set<string>();
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) throw new Error('page code: the build has no entry');
      collect(entry, chunks, { scripts: [], styles: [] }, start);

      const code = {} as Record<BootPageKind, Record<string, PageFiles>>;
      for (const [kind, { modules, namespaces }] of Object.entries(BOOT_PAGE_CODE) as [
        BootPageKind,
        (typeof BOOT_PAGE_CODE)[BootPageKind],
      ][]) {
        code[kind] = {};
        for (const language of LANGUAGE_CODES) {
          const files: PageFiles = { scripts: [], styles: [] };
          const seen = new Set(start);
          const texts = namespaces.map((ns) => `src/locales/${language}/${ns}.json`);
          for (const module of [...modules, ...texts]) collect(chunkOf(module), chunks, files, seen);
          code[kind][language] = files;
        }
      }
      // The server names a page's code by its kind, bootPage of its address on its site.
      this.emitFile({ type: 'asset', fileName: PAGE_CODE_FILE, source: JSON.stringify({ code }) });
    },
  };
}

/** `chunk`, its static imports and their stylesheets, each once, in the order they load. */
function collect(chunk: Chunk, chunks: readonly Chunk[], files: PageFiles, seen: Set<string>): void {
  if (seen.has(chunk.fileName)) return;
  seen.add(chunk.fileName);
  for (const imported of chunk.imports) {
    const next = chunks.find((c) => c.fileName === imported);
    if (next) collect(next, chunks, files, seen);
  }
  for (const css of chunk.viteMetadata?.importedCss ?? []) {
    if (seen.has(css)) continue;
    seen.add(css);
    files.styles.push(css);
  }
  // A chunk of stylesheets only is no file of the build: Vite drops it once its CSS is written out.
  if (!chunk.isEntry && !chunk.moduleIds.every((id) => CSS_MODULE.test(id)))
    files.scripts.push(chunk.fileName);
}

const CSS_MODULE = /\.css(?:$|\?)/;
