import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { optionListsPath, searchListResponse, type LanguageCode, type OptionItem } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { isLanguageCode } from '@/lib/i18n';

// spec 3 option lists, spec 7 GET /api/search-list/en; '/hi' answers the Hindi labels.
export async function getOptionLists(language: LanguageCode, signal?: AbortSignal) {
  const response = await apiRequest(optionListsPath(language), { schema: searchListResponse, signal });
  return response.data;
}

export const optionListKeys = {
  all: ['option-lists'] as const,
  byLanguage: (language: LanguageCode) => [...optionListKeys.all, language] as const,
};

export function optionListsQueryOptions(language: LanguageCode) {
  return queryOptions({
    queryKey: optionListKeys.byLanguage(language),
    queryFn: ({ signal }) => getOptionLists(language, signal),
    staleTime: 30 * 60_000, // reference data; the server caches it too
  });
}

/** The keys of the lists the profile forms use (GET /api/search-list: spec 3 Option lists). */
export type OptionListKey =
  | 'gender'
  | 'residenceType'
  | 'education'
  | 'employmentStatus'
  | 'salaryMode'
  | 'businessRegistrationType'
  | 'businessYears';

/**
 * Every option list in the page's language, under one key for all the form's fields. A form's
 * route calls it too, so the lists are asked for with the page, not after its form has mounted.
 */
export function useOptionLists() {
  const { i18n } = useTranslation();
  const language = isLanguageCode(i18n.language) ? i18n.language : 'en';
  return useQuery(optionListsQueryOptions(language));
}

/** The items of one list in the page's language; empty while loading. */
export function useOptionList(key: OptionListKey): { items: OptionItem[]; isLoading: boolean } {
  const query = useOptionLists();
  const list = query.data?.find((candidate) => candidate.key === key);
  return { items: list?.items ?? [], isLoading: query.isLoading };
}
