import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { SIGN_IN_PAGES_FILE } from '@cl/contracts';
import { signInDocument } from './src/app/sign-in/markup';

interface SignInBuild {
  alias: Record<string, string>;
  moduleSideEffects: (id: string) => boolean | undefined;
}

/**
 * Issue 16 (ADR 027, option 3): after the app is written, builds the sign-in page's own script
 * (src/app/sign-in/main.ts: its own bundle, so it shares no chunk with the app) and writes the
 * prerendered sign-in page, one per language, into SIGN_IN_PAGES_FILE for the server to fill in.
 */
export function signInPage({ alias, moduleSideEffects }: SignInBuild): Plugin {
  let root = '';
  let outDir = '';
  let company = 'CrediLink'; // config/env.ts companyName
  return {
    name: 'cl-sign-in-page',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      const configured: unknown = config.env.VITE_COMPANY_NAME;
      if (typeof configured === 'string' && configured.trim() !== '') company = configured.trim();
    },
    async writeBundle() {
      const output = await build({
        configFile: false,
        root,
        logLevel: 'warn',
        resolve: { alias },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          sourcemap: false,
          rolldownOptions: {
            input: path.join(root, 'src/app/sign-in/main.ts'),
            treeshake: { moduleSideEffects },
            output: { entryFileNames: 'assets/sign-in-[hash].js' },
          },
        },
      });
      const results: Rolldown.RolldownOutput[] = Array.isArray(output)
        ? output
        : 'output' in output
          ? [output]
          : [];
      const entry = results.flatMap((r) => r.output).find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
      if (!entry) throw new Error('sign-in page: the script was not built');
      const indexHtml = await readFile(path.join(outDir, 'index.html'), 'utf8');
      const page = (language: 'en' | 'hi') =>
        signInDocument({ indexHtml, scriptSrc: `/${entry.fileName}`, language, company });
      const pages = { companyName: company, pages: { en: page('en'), hi: page('hi') } };
      await writeFile(path.join(outDir, SIGN_IN_PAGES_FILE), JSON.stringify(pages));
    },
  };
}
