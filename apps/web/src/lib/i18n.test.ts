import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@cl/contracts';
import { changeLanguage, i18n, storedLanguage } from '@/lib/i18n';
import { LANGUAGE_STORAGE_KEY } from '@/lib/language-storage';
import { LAZY_NAMESPACES } from '@/lib/i18n-resources';

describe('i18n', () => {
  it.each(LAZY_NAMESPACES)('loads the %s namespace on demand in both languages', async (namespace) => {
    for (const language of LANGUAGE_CODES) {
      await i18n.loadLanguages(language);
      await i18n.loadNamespaces(namespace);
      expect(i18n.hasResourceBundle(language, namespace)).toBe(true);
    }
  });

  it('starts in the stored language, and in English when nothing valid is stored', () => {
    expect(storedLanguage()).toBe('en');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi');
    expect(storedLanguage()).toBe('hi');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(storedLanguage()).toBe('en');
  });

  it('stores the chosen language and sets it on the document', async () => {
    await changeLanguage('hi');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(i18n.t('actions.help')).toBe('सहायता');
    // issue 16: the server serves the sign-in page in the language this cookie names
    expect(document.cookie).toContain('cl_language=hi');
    await changeLanguage('en');
    expect(document.cookie).toContain('cl_language=en');
  });
});
