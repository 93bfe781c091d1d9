// Server defects this suite found, reported with a fix (issue 8 report) and tolerated here until
// the fix lands. Each must still be seen: once it is fixed, the 'still present' test fails, so the
// entry is removed in the same change as the fix and the suite holds the line from then on.

export interface KnownDefect {
  id: string;
  fix: string;
  matches: (problem: string) => boolean;
}

// Both defects found by this suite (U+0000 500s, the bare 414 body) are fixed in app.ts.
export const KNOWN_DEFECTS: KnownDefect[] = [];

export function knownDefectOf(problem: string): KnownDefect | undefined {
  return KNOWN_DEFECTS.find((d) => d.matches(problem));
}
