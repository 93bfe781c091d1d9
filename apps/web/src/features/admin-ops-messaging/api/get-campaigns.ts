import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { OUTREACH_API, campaignsResponse, type campaignRow } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

export type Campaign = z.infer<typeof campaignRow>;

// GET /api/admin/campaigns: the latest campaigns with their sent and failed counts.
export async function getCampaigns(signal?: AbortSignal): Promise<Campaign[]> {
  return (await apiRequest(OUTREACH_API.campaigns, { schema: campaignsResponse, signal })).data;
}

export const campaignKeys = { all: ['admin', 'campaigns'] as const };

export function useCampaigns() {
  return useQuery(
    queryOptions({
      queryKey: campaignKeys.all,
      queryFn: ({ signal }) => getCampaigns(signal),
      meta: { errorToast: false },
    }),
  );
}
