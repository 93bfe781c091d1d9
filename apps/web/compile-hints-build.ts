import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chrome 136+): compile every function of this file as it streams in. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The chunks every signed-in page runs most of before it is drawn: the framework, the other
 * libraries and the app's entry (what index.html names), TanStack Query with zod, and the
 * signed-in shell (vite.config.ts names these groups). Not the page chunks, the admin's or MUI.
 */
export const HINTED_CHUNKS: ReadonlySet<string> = new Set([
  'framework',
  'vendor',
  'query-schemas',
  'signed-in-shell',
]);

/** Whether a chunk of the build starts with the compile hint: the entry, and HINTED_CHUNKS. */
function isHinted(chunk: { name: string; isEntry: boolean }): boolean {
  return chunk.isEntry || HINTED_CHUNKS.has(chunk.name);
}

/**
 * Issue 16, ADR 027: on the low-end phone a warm signed-in page spent some 500 ms (CPU slowed 4x)
 * compiling functions on the main thread as each was first called, because the browser compiles
 * lazily and keeps compiled code only from a script's third run on. With the hint at the top of
 * the start files V8 compiles them whole on its streaming thread while they arrive or are read
 * from the cache, so the main thread runs them at once. Other engines read a comment. The hint
 * must be the file's first line, so it is written into the files once the build has written them
 * (Vite puts its preload map at the top of a chunk after every plugin's generateBundle), before
 * precompress() compresses them.
 */
export function compileHints(): Plugin {
  return {
    name: 'cl-compile-hints',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? path.dirname(options.file ?? '');
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk' || !isHinted(file)) continue;
        const full = path.join(dir, file.fileName);
        await writeFile(full, COMPILE_HINT + (await readFile(full, 'utf8')));
      }
    },
  };
}
