import { existsSync } from 'node:fs';
import path from 'node:path';

// The ONDC FIS12 specification data (OpenAPI document, examples, attributes) is kept outside the
// repository (issue 17). Tests find it here and fail, never skip, when it is missing: a conformance
// test that quietly does not run proves nothing.

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
const MARKER = path.join('build', 'build.yaml');

/** Where the spec data is looked for, in order: ONDC_FIS12_DIR, next to the repository, /work/shared. */
export function ondcSpecCandidates(env: NodeJS.ProcessEnv = process.env): string[] {
  const fromEnv = env.ONDC_FIS12_DIR?.trim();
  return [
    ...(fromEnv ? [path.resolve(fromEnv)] : []),
    path.resolve(REPO_ROOT, '..', 'shared', 'ondc-fis12'),
    '/work/shared/ondc-fis12',
  ];
}

/** The first candidate holding build/build.yaml; throws naming every place looked at otherwise. */
export function resolveOndcSpecDir(env: NodeJS.ProcessEnv = process.env): string {
  const candidates = ondcSpecCandidates(env);
  // An explicit ONDC_FIS12_DIR that is wrong is an error, not a reason to look elsewhere.
  const explicit = env.ONDC_FIS12_DIR?.trim();
  if (explicit && !existsSync(path.join(path.resolve(explicit), MARKER))) {
    throw new Error(`ONDC_FIS12_DIR=${explicit} has no ${MARKER} (the ONDC FIS12 specification data).`);
  }
  const found = candidates.find((dir) => existsSync(path.join(dir, MARKER)));
  if (found === undefined) {
    throw new Error(
      `ONDC FIS12 specification data not found (no ${MARKER} in ${candidates.join(', ')}). ` +
        'Set ONDC_FIS12_DIR to a copy of ONDC-Official/ONDC-FIS-Specifications (release-FIS12-2.0.0).',
    );
  }
  return found;
}
