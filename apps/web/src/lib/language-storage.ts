import { LANGUAGE_COOKIE, type LanguageCode } from '@cl/contracts';

// spec 1, spec 9: English (default) and Hindi. The choice is kept in localStorage (issue 1), and
// in a cookie of the same name that the server reads to serve the sign-in page in it (issue 16).
// Apart from lib/i18n.ts: the prerendered sign-in page's script (app/sign-in) ships without i18next.
export const LANGUAGE_STORAGE_KEY = 'cl_language';
/** Set when the person picks a language themselves (not the default): sign-in keeps it (issue 13). */
export const LANGUAGE_CHOSEN_KEY = 'cl_language_chosen';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Issue 16: the server renders the prerendered sign-in page in the language the person reads;
 * it cannot see localStorage, so the choice is kept in a cookie too (first-party, never sent
 * cross-site: SameSite=Lax).
 */
export function writeLanguageCookie(language: LanguageCode): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; SameSite=Lax; max-age=${ONE_YEAR_SECONDS}`;
}
