// spec 2 Eligibility Criteria: "Some cells are blank or NA". Missing numbers, empty text and the
// server's own 'NA' all read the same way on screen.
export function isMissing(value: string | number | null | undefined): value is null | undefined | '' {
  if (value === null || value === undefined) return true;
  if (typeof value === 'number') return !Number.isFinite(value);
  const text = value.trim();
  return text === '' || text.toUpperCase() === 'NA';
}

export const EMPLOYMENT_KINDS = ['Salaried', 'Selfemployed', 'Business'] as const;
export type EmploymentKind = (typeof EMPLOYMENT_KINDS)[number];
export const isEmploymentKind = (value: string): value is EmploymentKind =>
  EMPLOYMENT_KINDS.some((kind) => kind === value);

export const JOURNEYS = { App: 'app', 'Web/App': 'webApp' } as const;
const isJourney = (value: string): value is keyof typeof JOURNEYS => Object.hasOwn(JOURNEYS, value);
export function journeyKey(value: string): (typeof JOURNEYS)[keyof typeof JOURNEYS] | null {
  return isJourney(value) ? JOURNEYS[value] : null;
}
