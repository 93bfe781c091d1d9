// Issue 16: `npm start` rebuilds only what changed (ADR 030). Each build leaves a stamp in its
// output folder holding a hash of what went in (sources, configs, the lock file, the VITE_*
// settings a web build reads) and a hash of what came out. A build is skipped only when both still
// match: an edit, a revert to an older tree, an `npm install`, a workspace built by hand (`vite
// build` alone writes no stamp) or a damaged dist/ all lead to a rebuild.
//
// Reading and hashing every file (about 1,900 files, 18 MB) took 80-120 ms of each `npm start`.
// The stamp also keeps a signature of the same files' metadata, which a start checks first:
// only when it differs are the contents hashed, and a match then renews the signature.
import { createHash, type Hash } from 'node:crypto';
import { readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
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
  /** metadataSignature of the inputs and outputs, when it could be trusted (see there) */
  signature?: string;
}

/**
 * A file whose status changed this recently may change again within the file system's clock
 * tick (Linux stamps files from a coarse clock, 1-4 ms) and keep the same times: no signature is
 * kept while any file is that young (git's "racily clean" entries, handled the same way).
 */
const SETTLED_MS = 2_000;

// Checked by hand, not with zod: this runs before every `npm start`, and loading zod alone would
// cost more than hashing the whole tree.
function isStamp(value: unknown): value is Stamp {
  return (
    typeof value === 'object' &&
    value !== null &&
    'inputs' in value &&
    typeof value.inputs === 'string' &&
    'outputs' in value &&
    typeof value.outputs === 'string' &&
    (!('signature' in value) || typeof value.signature === 'string')
  );
}

/** Every file under dir (a file counts as itself), sorted, relative to root. */
function filesUnder(root: string, entry: string): string[] {
  let names;
  try {
    names = readdirSync(path.join(root, entry), { withFileTypes: true });
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOTDIR') return [entry];
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [];
    throw error;
  }
  return names
    .filter((d) => !SKIPPED_NAMES.has(d.name) && d.name !== STAMP_FILE)
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((d) =>
      // A link is followed, as reading it does: only a plain file is known without asking.
      d.isFile() ? [path.join(entry, d.name)] : filesUnder(root, path.join(entry, d.name)),
    );
}

/** Path and content of each file, each length-prefixed so no two trees hash alike by accident. */
function hashFiles(hash: Hash, root: string, files: string[]): Hash {
  for (const file of files) {
    const content = readFileSync(path.join(root, file));
    hash.update(`${file}\0${content.length}\0`).update(content);
  }
  return hash;
}

function inputFiles(root: string, target: BuildTarget): string[] {
  return target.inputs.flatMap((entry) => filesUnder(root, entry));
}

/** The VITE_* settings (for the web), which the build bakes in: inputs as much as files are. */
function settingsOf(target: BuildTarget, env: NodeJS.ProcessEnv): string {
  const prefix = target.envPrefix;
  if (prefix === undefined) return '';
  const settings = Object.entries(env)
    .filter(([name]) => name.startsWith(prefix))
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(settings);
}

function inputsHash(root: string, target: BuildTarget, env: NodeJS.ProcessEnv = process.env): string {
  return hashFiles(createHash('sha256'), root, inputFiles(root, target))
    .update(settingsOf(target, env))
    .digest('hex');
}

function outputsHash(root: string, target: BuildTarget): string {
  return hashFiles(createHash('sha256'), root, filesUnder(root, target.outDir)).digest('hex');
}

/**
 * Each input and output file's path, size, inode, and modification and status-change times (ns),
 * and the settings; null when a file's status changed within SETTLED_MS of `now` (a later write in
 * the same clock tick could keep every one of these). Any write, rename, copy or checkout moves
 * the status-change time, which no tool can set back, so an unchanged signature means unchanged
 * files.
 */
function metadataSignature(
  root: string,
  target: BuildTarget,
  env: NodeJS.ProcessEnv,
  now: number,
): string | null {
  const hash = createHash('sha256');
  const settledBefore = BigInt(Math.floor(now - SETTLED_MS)) * 1_000_000n;
  const signed = (files: string[]) =>
    files.every((file) => {
      const stat = statSync(path.join(root, file), { bigint: true });
      if (stat.ctimeNs >= settledBefore || stat.mtimeNs >= settledBefore) return false;
      hash.update(
        `${file}\0${String(stat.size)}\0${String(stat.ino)}\0${String(stat.mtimeNs)}\0${String(stat.ctimeNs)}\0`,
      );
      return true;
    });
  if (!signed(inputFiles(root, target))) return null;
  hash.update('\0outputs\0');
  if (!signed(filesUnder(root, target.outDir))) return null;
  return hash.update(settingsOf(target, env)).digest('hex');
}

function writeStamp(root: string, target: BuildTarget, stamp: Stamp): void {
  writeFileSync(path.join(root, target.outDir, STAMP_FILE), `${JSON.stringify(stamp)}\n`);
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

/**
 * True when the output was made from exactly the current inputs and is unchanged since: the
 * stamp's signature still matches, or else the contents' hashes do (and the signature is renewed).
 */
function isUpToDate(root: string, target: BuildTarget, env: NodeJS.ProcessEnv, now: number): boolean {
  const stamp = readStamp(root, target);
  if (!stamp) return false;
  const signature = metadataSignature(root, target, env, now);
  if (signature !== null && stamp.signature === signature) return true;
  // Outputs first: a missing or rebuilt dist/ answers without reading every source.
  const unchanged =
    stamp.outputs === outputsHash(root, target) && stamp.inputs === inputsHash(root, target, env);
  if (unchanged && signature !== null) writeStamp(root, target, { ...stamp, signature });
  return unchanged;
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
  // No signature: the output is seconds old. The next start that finds the contents unchanged
  // signs them.
  writeStamp(root, target, { inputs, outputs: outputsHash(root, target) });
}

/**
 * Builds each target in order; with onlyChanged, skips those whose stamp still matches (`npm
 * start`). Answers the names of the targets it built.
 */
export function buildTargets(
  root: string,
  targets: BuildTarget[],
  options: {
    onlyChanged: boolean;
    build: (target: BuildTarget) => void;
    env?: NodeJS.ProcessEnv;
    /** the time now, in ms (tests move it on instead of waiting) */
    now?: () => number;
  },
): string[] {
  const built: string[] = [];
  const env = options.env ?? process.env;
  for (const target of targets) {
    if (options.onlyChanged && isUpToDate(root, target, env, (options.now ?? Date.now)())) continue;
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
