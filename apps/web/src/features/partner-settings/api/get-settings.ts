import { queryOptions, useQuery } from '@tanstack/react-query';
import { PARTNER_API, partnerSettingsResponse, type PartnerSettings } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

// GET /api/partner/settings: the partner's profile (name, key, UTM id) and contact.
export async function getSettings(signal?: AbortSignal): Promise<PartnerSettings> {
  const response = await apiRequest(PARTNER_API.settings, { schema: partnerSettingsResponse, signal });
  return response.data;
}

export const settingsKeys = { all: ['partner', 'settings'] as const };

export function settingsQueryOptions() {
  return queryOptions({ queryKey: settingsKeys.all, queryFn: ({ signal }) => getSettings(signal) });
}

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
