import type { LanguageCode } from '@cl/contracts';

// Issue 16: the texts of the prerendered sign-in page, by key ('auth:getOtp'), in both languages.
// The build writes them from the locale files (markup.ts) into the page as a JSON data block, so the
// page's script switches English and Hindi in place without shipping them in its own bytes.

export const SIGN_IN_TEXT_KEYS = [
  'auth:customer.title',
  'auth:customer.subtitle',
  'auth:channel.label',
  'auth:channel.mobile',
  'auth:channel.email',
  'auth:fields.mobile',
  'auth:fields.email',
  'auth:fields.countryCode',
  'auth:getOtp',
  'auth:consent.before',
  'auth:consent.terms',
  'auth:consent.partnerTerms',
  'auth:consent.middle',
  'auth:consent.privacy',
  'auth:consent.after',
  'common:brand.logoAlt',
  'common:brand.tagline',
  'common:actions.help',
  'common:actions.openMenu',
  'common:footer.language',
  'common:footer.legal',
  'common:footer.terms',
  'common:footer.privacy',
  'common:footer.lsp',
  'common:footer.copyright',
  'common:languages.en',
  'common:languages.hi',
  'common:errors.unexpected',
  // spec 5 messages of the identifier (features/auth/utils/identifier.ts), from @cl/contracts
  'validation:required',
  'validation:phoneInvalid',
  'validation:emailInvalid',
] as const;
export type SignInTextKey = (typeof SIGN_IN_TEXT_KEYS)[number];
export type SignInTexts = Record<SignInTextKey, string>;

/** The data block's shape: each language's texts and our company name (a build setting). */
export interface SignInTextBlock {
  company: string;
  texts: Record<LanguageCode, SignInTexts>;
}

/** The id of the page's JSON data block. */
export const SIGN_IN_TEXTS_ID = 'cl-sign-in-texts';

/** i18next's `{{name}}` interpolation, for the few texts that name something. */
export function interpolate(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Every key has its text. */
export function isTexts(value: Record<string, unknown>): value is SignInTexts {
  return SIGN_IN_TEXT_KEYS.every((key) => typeof value[key] === 'string');
}

function readTexts(value: unknown): SignInTexts | null {
  if (typeof value !== 'object' || value === null) return null;
  const record: Record<string, unknown> = { ...value };
  return isTexts(record) ? record : null;
}

/** The data block, checked by hand (no zod on this page, ADR 007); null when it is not one. */
export function readTextBlock(value: unknown): SignInTextBlock | null {
  if (typeof value !== 'object' || value === null) return null;
  if (!('company' in value) || typeof value.company !== 'string') return null;
  if (!('texts' in value) || typeof value.texts !== 'object' || value.texts === null) return null;
  const en = 'en' in value.texts ? readTexts(value.texts.en) : null;
  const hi = 'hi' in value.texts ? readTexts(value.texts.hi) : null;
  return en && hi ? { company: value.company, texts: { en, hi } } : null;
}
