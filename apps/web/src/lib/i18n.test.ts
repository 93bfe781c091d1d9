import { describe, expect, it, vi } from 'vitest';
import { LANGUAGE_CODES } from '@cl/contracts';
import { changeLanguage, chosenLanguage, i18n, storedLanguage } from '@/lib/i18n';
import { LANGUAGE_CHOSEN_KEY, LANGUAGE_STORAGE_KEY } from '@/lib/language-storage';
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

  it('keeps a choice in the language cookie when storage is blocked or cleared; storage wins when it holds one', () => {
    const cookie = (value: string) => {
      document.cookie = `cl_language=${value}; path=/`;
    };
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    cookie('hi');
    expect(storedLanguage()).toBe('hi');
    const blocked = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    try {
      expect(storedLanguage()).toBe('hi');
    } finally {
      blocked.mockRestore();
    }
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(storedLanguage()).toBe('en');
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    cookie('fr');
    expect(storedLanguage()).toBe('en');
    document.cookie = 'cl_language=; path=/; max-age=0';
  });

  it('counts a language other than the default as picked when storage is blocked', async () => {
    const blocked = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    try {
      await i18n.changeLanguage('hi');
      expect(chosenLanguage()).toBe('hi');
      await i18n.changeLanguage('en');
      expect(chosenLanguage()).toBeUndefined();
    } finally {
      blocked.mockRestore();
    }
    localStorage.removeItem(LANGUAGE_CHOSEN_KEY);
    await i18n.changeLanguage('hi');
    expect(chosenLanguage()).toBeUndefined(); // storage works and holds no pick: the profile decides
    localStorage.setItem(LANGUAGE_CHOSEN_KEY, '1');
    expect(chosenLanguage()).toBe('hi');
    localStorage.removeItem(LANGUAGE_CHOSEN_KEY);
    await i18n.changeLanguage('en');
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
