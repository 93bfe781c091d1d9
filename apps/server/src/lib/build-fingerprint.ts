import { hash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/**
 * The sha-256 of the bundle this process runs (dist/server.js, which holds every module and the
 * sample data), or null when it runs from source (tests, `npm run dev`), where every start seeds.
 * `moduleUrl` is any module's import.meta.url: in the bundle, each one is the bundle's own.
 */
export async function bundleFingerprint(moduleUrl: string): Promise<string | null> {
  const file = fileURLToPath(moduleUrl);
  if (!file.endsWith('.js')) return null;
  return hash('sha256', await readFile(file));
}
