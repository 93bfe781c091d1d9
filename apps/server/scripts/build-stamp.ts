// Issue 16: `npm start` rebuilds only what changed (ADR 030). Each build leaves a stamp in its
// output folder holding a hash of what went in (sources, configs, the lock file, the VITE_*
// settings a web build reads) and a hash of what came out. A build is skipped only when both still
// match: an edit, a revert to an older tree, an `npm install`, a workspace built by hand (`vite
// build` alone writes no stamp) or a damaged dist/ all lead to a rebuild.
import { createHash, type Hash } from 'node:crypto';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface BuildTarget {
  name: string;
  /** npm workspace whose `build` script makes the output */
  workspace: string;
  /** files and folders (relative to the repository root) the build reads */
  inputs: string[];
  outDir: string;
  /** environment variables with this prefix are inputs too (Vite bakes them into the bundle) */
  envPrefix?: string;
}

const STAMP_FILE = '.build-stamp.json';
/** Never inputs: outputs and installed packages (the lock file stands for those). */
const SKIPPED_NAMES = new Set(['dist', 'node_modules']);
const SHARED_INPUTS = ['package.json', 'package-lock.json', 'tsconfig.base.json', 'packages/contracts'];

/** The web app first, then the server that serves it; the same order `npm run build` had. */
export const BUILD_TARGETS: BuildTarget[] = [
  {
    name: 'web',
    workspace: '@cl/web',
    inputs: [...SHARED_INPUTS, 'apps/web'],
    outDir: 'apps/web/dist',
    envPrefix: 'VITE_',
  },
  {
    name: 'server',
    workspace: '@cl/server',
    inputs: [...SHARED_INPUTS, 'apps/server'],
    outDir: 'apps/server/dist',
  },
];

interface Stamp {
  inputs: string;
  outputs: string;
}

// Checked by hand, not with zod: this runs before every `npm start`, and loading zod alone would
// cost more than hashing the whole tree.
function isStamp(value: unknown): value is Stamp {
  return (
    typeof value === 'object' &&
    value !== null &&
    'inputs' in value &&
    typeof value.inputs === 'string' &&
    'outputs' in value &&
    typeof value.outputs === 'string'
  );
}

/** Every file under dir (a file counts as itself), sorted, relative to root. */
function filesUnder(root: string, entry: string): string[] {
  const full = path.join(root, entry);
  let names: string[];
  try {
    names = readdirSync(full);
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOTDIR') return [entry];
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [];
    throw error;
  }
  return names
    .filter((name) => !SKIPPED_NAMES.has(name) && name !== STAMP_FILE)
    .sort()
    .flatMap((name) => filesUnder(root, path.join(entry, name)));
}

/** Path and content of each file, each length-prefixed so no two trees hash alike by accident. */
function hashFiles(hash: Hash, root: string, files: string[]): Hash {
  for (const file of files) {
    const content = readFileSync(path.join(root, file));
    hash.update(`${file}\0${content.length}\0`).update(content);
  }
  return hash;
}

function inputsHash(root: string, target: BuildTarget, env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha256');
  hashFiles(
    hash,
    root,
    target.inputs.flatMap((entry) => filesUnder(root, entry)),
  );
  const prefix = target.envPrefix;
  if (prefix !== undefined) {
    const settings = Object.entries(env)
      .filter(([name]) => name.startsWith(prefix))
      .sort(([a], [b]) => a.localeCompare(b));
    hash.update(JSON.stringify(settings));
  }
  return hash.digest('hex');
}

function outputsHash(root: string, target: BuildTarget): string {
  return hashFiles(createHash('sha256'), root, filesUnder(root, target.outDir)).digest('hex');
}

function readStamp(root: string, target: BuildTarget): Stamp | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path.join(root, target.outDir, STAMP_FILE), 'utf8'));
  } catch {
    return null;
  }
  return isStamp(parsed) ? parsed : null;
}

/** True when the output was made from exactly the current inputs and is unchanged since. */
function isUpToDate(root: string, target: BuildTarget, env: NodeJS.ProcessEnv = process.env): boolean {
  const stamp = readStamp(root, target);
  if (!stamp) return false;
  // Outputs first: a missing or rebuilt dist/ answers without reading every source.
  return stamp.outputs === outputsHash(root, target) && stamp.inputs === inputsHash(root, target, env);
}

/**
 * Runs build (which writes target.outDir) and stamps its output. The inputs are hashed before the
 * build starts: a file edited while it runs leaves a stamp that no longer matches, so the next
 * start builds again rather than trusting an output of unknown provenance.
 */
function buildAndStamp(
  root: string,
  target: BuildTarget,
  build: () => void,
  env: NodeJS.ProcessEnv = process.env,
): void {
  rmSync(path.join(root, target.outDir, STAMP_FILE), { force: true });
  const inputs = inputsHash(root, target, env);
  build();
  const stamp: Stamp = { inputs, outputs: outputsHash(root, target) };
  writeFileSync(path.join(root, target.outDir, STAMP_FILE), `${JSON.stringify(stamp)}\n`);
}

/**
 * Builds each target in order; with onlyChanged, skips those whose stamp still matches (`npm
 * start`). Answers the names of the targets it built.
 */
export function buildTargets(
  root: string,
  targets: BuildTarget[],
  options: { onlyChanged: boolean; build: (target: BuildTarget) => void; env?: NodeJS.ProcessEnv },
): string[] {
  const built: string[] = [];
  for (const target of targets) {
    if (options.onlyChanged && isUpToDate(root, target, options.env)) continue;
    buildAndStamp(
      root,
      target,
      () => {
        options.build(target);
      },
      options.env,
    );
    built.push(target.name);
  }
  return built;
}
