import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { PARTNER_API } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

export const partnerSettings = z.object({
  partnerName: z.string(),
  partnerKey: z.string(),
  utmId: z.string().nullable(),
  contact_name: z.string().nullable(),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
});
export type PartnerSettings = z.infer<typeof partnerSettings>;
export const settingsResponse = z.object({ success: z.literal(true), data: partnerSettings });

// GET /api/partner/settings: the partner's profile (name, key, UTM id) and contact.
export async function getSettings(signal?: AbortSignal): Promise<PartnerSettings> {
  const response = await apiRequest(PARTNER_API.settings, { schema: settingsResponse, signal });
  return response.data;
}

export const settingsKeys = { all: ['partner', 'settings'] as const };

export function settingsQueryOptions() {
  return queryOptions({ queryKey: settingsKeys.all, queryFn: ({ signal }) => getSettings(signal) });
}

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
