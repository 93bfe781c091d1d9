import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGE_COOKIE, type LanguageCode } from '@cl/contracts';
import {
  BUNDLED_NAMESPACES,
  bundledResources,
  type TranslationTree,
  type TranslationValue,
} from '@/lib/i18n-resources';
import { readCookie } from '@/lib/cookies';
import { LANGUAGE_CHOSEN_KEY, LANGUAGE_STORAGE_KEY, writeLanguageCookie } from '@/lib/language-storage';

// A translation file is checked by hand, not with zod: this module is on the start page, which
// ships without zod (docs/decisions/007-start-page-budget.md).
function isTranslationValue(value: unknown): value is TranslationValue {
  if (typeof value === 'string') return true;
  if (Array.isArray(value)) return value.every(isTranslationValue);
  return isTranslationTree(value);
}

function isTranslationTree(value: unknown): value is TranslationTree {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every(isTranslationValue)
  );
}

// Vite turns each file into its own chunk, fetched the first time a page asks for its namespace
// (LAZY_NAMESPACES; the bundled ones are in i18n-resources.ts).
const lazyFiles = import.meta.glob(
  ['../locales/*/*.json', '!../locales/*/common.json', '!../locales/*/auth.json', '!../locales/*/help.json'],
  { import: 'default' },
);

const lazyBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = lazyFiles[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No translations for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (data) => {
        if (isTranslationTree(data)) callback(null, data);
        else callback(new Error(`Bad translations ${language}/${namespace}`), false);
      },
      (error: unknown) => {
        callback(error instanceof Error ? error : new Error(String(error)), false);
      },
    );
  },
};

export function isLanguageCode(value: unknown): value is LanguageCode {
  return LANGUAGE_CODES.some((code) => code === value);
}

/**
 * The person's language: as stored, else as the cookie written with every choice keeps it
 * (storage blocked, as in private mode or an Android WebView without DOM storage, or cleared),
 * else English. Without the cookie a Hindi reader whose storage is blocked was set back to
 * English on every page load, and the cookie with it.
 */
export function storedLanguage(): LanguageCode {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // storage blocked: the cookie decides
  }
  if (isLanguageCode(stored)) return stored;
  const kept = readCookie(LANGUAGE_COOKIE);
  return isLanguageCode(kept) ? kept : DEFAULT_LANGUAGE;
}

function rememberLanguage(language: string): void {
  document.documentElement.lang = language;
  if (isLanguageCode(language)) writeLanguageCookie(language);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // the choice then lasts for this visit only
  }
}

export const i18n = i18next.createInstance();

export function initI18n(language: LanguageCode = storedLanguage()): Promise<unknown> {
  document.documentElement.lang = language;
  writeLanguageCookie(language); // a choice made before the cookie existed reaches the server too
  i18n.on('languageChanged', rememberLanguage);
  return i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      // No fallback language: locales.test.ts holds every key in both, and a fallback makes
      // i18next fetch each lazy namespace in English too for a Hindi reader (issue 16: a request
      // and a few KB per page on slow 4G for texts never shown).
      fallbackLng: false,
      supportedLngs: [...LANGUAGE_CODES],
      resources: bundledResources,
      partialBundledLanguages: true,
      ns: [...BUNDLED_NAMESPACES],
      defaultNS: 'common',
      // Bundled resources are there already: init need not wait a tick.
      initAsync: false,
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
    });
}

/**
 * The language the person picked in this browser, if they ever picked one. Where storage is
 * blocked the mark cannot be kept, and a language other than the default (from the cookie, or
 * picked on this page) counts as picked: English then leaves the profile's language as it is.
 */
export function chosenLanguage(): LanguageCode | undefined {
  const current = isLanguageCode(i18n.language) ? i18n.language : undefined;
  try {
    return localStorage.getItem(LANGUAGE_CHOSEN_KEY) === '1' ? current : undefined;
  } catch {
    return current === DEFAULT_LANGUAGE ? undefined : current;
  }
}

/** The profile's language after sign-in: the page follows it (issue 13). */
export async function followProfileLanguage(language: LanguageCode): Promise<void> {
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/** A language picked by the person (footer selector, language screen). */
export async function changeLanguage(language: LanguageCode): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_CHOSEN_KEY, '1');
  } catch {
    // the choice then lasts for this visit only
  }
  await i18n.changeLanguage(language);
}
