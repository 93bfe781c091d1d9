import type { LanguageCode } from '@cl/contracts';

// docs/decisions/011: content texts are kept per language beside the English; the English answers
// whenever the other language's text is missing or blank.

/** The text in the language, else the English. */
export function inLanguage(
  english: string | null,
  hindi: string | null,
  language: LanguageCode,
): string | null {
  if (language === 'hi' && hindi !== null && hindi.trim() !== '') return hindi;
  return english;
}

/** A list of texts in the language when that language has any, else the English list. */
export function listInLanguage(english: string[], hindi: string[], language: LanguageCode): string[] {
  return language === 'hi' && hindi.some((line) => line.trim() !== '') ? hindi : english;
}
