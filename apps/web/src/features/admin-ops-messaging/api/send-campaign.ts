import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { OUTREACH_API, campaignResponse, type campaignBody } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { campaignKeys } from '../api/get-campaigns';
import { refreshAfterWrite } from '@/lib/query-refresh';

export type CampaignBody = z.output<typeof campaignBody>;

// POST /api/admin/campaigns: sends at once to every customer who consented to the channel; the
// server appends the opt-out line and answers the counts.
export async function sendCampaign(body: CampaignBody) {
  return (await apiRequest(OUTREACH_API.campaigns, { method: 'POST', body, schema: campaignResponse })).data;
}

export function useSendCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendCampaign,
    onSuccess: () => refreshAfterWrite(queryClient, campaignKeys.all),
  });
}
