import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './storage.ts';

export function createLocalStorage(root: string): FileStorage {
  return {
    name: 'local',
    put: async (key, body) => {
      await mkdir(root, { recursive: true });
      const target = path.join(root, path.basename(key));
      const temp = `${target}.part`;
      await writeFile(temp, body, { mode: 0o640 });
      await rename(temp, target);
    },
    get: async (key) => {
      try {
        return await readFile(path.join(root, path.basename(key)));
      } catch (error) {
        if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
