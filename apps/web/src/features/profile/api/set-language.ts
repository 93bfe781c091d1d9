import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { API, getLanguagesResponse, setLanguageBody, successMessage, USER_API } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

export type SetLanguage = z.input<typeof setLanguageBody>;

/** spec 7 POST /api/set-language {uid, language}: the signed-in customer's language, kept. */
export function setLanguage(body: SetLanguage) {
  return apiRequest(USER_API.setLanguage, {
    method: 'POST',
    body: setLanguageBody.parse(body),
    schema: successMessage,
  });
}

/** spec 7 POST /api/getLanguages {countryCode}: the languages offered, with their ids. */
export async function getLanguages(countryCode: string, signal?: AbortSignal) {
  const response = await apiRequest(API.getLanguages, {
    method: 'POST',
    body: { countryCode },
    schema: getLanguagesResponse,
    signal,
  });
  return response.data;
}

export function languagesQueryOptions(countryCode: string) {
  return queryOptions({
    queryKey: ['languages', countryCode] as const,
    queryFn: ({ signal }) => getLanguages(countryCode, signal),
    staleTime: Infinity,
    meta: { errorToast: false },
  });
}
