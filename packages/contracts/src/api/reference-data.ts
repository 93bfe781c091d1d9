import { z } from 'zod';
import { idText } from './numbers.ts';
import { LANGUAGE_CODES } from '../constants.ts';

// spec 3 Language, Option lists; spec 7 search-list, getLanguages.

export const language = z.object({
  id: z.number().int(),
  languageName: z.string(),
  code: z.string(),
  image: z.string().nullable(),
  isDefault: z.boolean(),
  country_key: z.string(),
  country_name: z.string(),
  phone_code: z.string(),
});
export type Language = z.infer<typeof language>;

export const getLanguagesBody = z.object({
  countryCode: z.string().trim().max(8).optional(),
});
export const getLanguagesResponse = z.object({ success: z.literal(true), data: z.array(language) });

export const optionItem = z.object({ id: z.number().int(), value: z.string() });
export type OptionItem = z.infer<typeof optionItem>;

export const optionList = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  items: z.array(optionItem),
});
export type OptionList = z.infer<typeof optionList>;

export const searchListResponse = z.object({ success: z.literal(true), data: z.array(optionList) });
export const searchListByIdResponse = z.object({ success: z.literal(true), data: optionList });
export const searchListParams = z.object({ id: idText });
/** The language a reference list is asked in (spec 7 /api/…/:lang). */
export const languageParams = z.object({ lang: z.enum(LANGUAGE_CODES) });
