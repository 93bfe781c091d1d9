import { LANGUAGE_COOKIE, type LanguageCode } from '@cl/contracts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Issue 16: the server renders the prerendered sign-in page in the language the person reads;
 * it cannot see localStorage, so the choice is kept in a cookie too (first-party, never sent
 * cross-site: SameSite=Lax).
 */
export function writeLanguageCookie(language: LanguageCode): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; SameSite=Lax; max-age=${ONE_YEAR_SECONDS}`;
}
