import type { LanguageCode } from './constants.ts';

// spec 3 Language: the ids of the seeded languages rows (users.language holds the id).
export const LANGUAGE_IDS: Readonly<Record<LanguageCode, number>> = { en: 1, hi: 2 };

/** The code of a users.language id; an unknown id reads as English. */
export function languageCodeOf(id: number | null | undefined): LanguageCode {
  return id === LANGUAGE_IDS.hi ? 'hi' : 'en';
}
