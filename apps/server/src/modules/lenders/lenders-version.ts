/**
 * A counter every write to the lenders table moves (lenders.repository.ts), so this instance's
 * read cache (live-lenders-cache.ts) never answers from before its own write.
 */
let version = 0;

export function lendersVersion(): number {
  return version;
}

export function lendersChanged(): void {
  version += 1;
}
