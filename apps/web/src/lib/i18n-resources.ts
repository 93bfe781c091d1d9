import { validationMessages } from '@cl/contracts';
import enAuth from '@/locales/en/auth.json';
import enCommon from '@/locales/en/common.json';
import enHelp from '@/locales/en/help.json';
import hiAuth from '@/locales/hi/auth.json';
import hiCommon from '@/locales/hi/common.json';
import hiHelp from '@/locales/hi/help.json';

// What the start page needs in both languages ships with it; the rest (products, legal, admin,
// partner) is fetched with the page that uses it, so the first download on slow 4G stays small.
// 'validation' holds the contracts' messages: a zod issue 'validation.emailInvalid' is shown with
// t('validation:emailInvalid') (lib/validation-text.ts).
export const bundledResources = {
  en: { common: enCommon, auth: enAuth, help: enHelp, validation: validationMessages.en },
  hi: { common: hiCommon, auth: hiAuth, help: hiHelp, validation: validationMessages.hi },
};

export const BUNDLED_NAMESPACES = ['common', 'auth', 'help', 'validation'] as const;
export const LAZY_NAMESPACES = [
  'products',
  'legal',
  'admin',
  'partner',
  'journey',
  'profile',
  'offers',
  'cards',
  'admin-ops',
] as const;

export type TranslationTree = { [key: string]: TranslationValue };
export type TranslationValue = string | TranslationValue[] | TranslationTree;
