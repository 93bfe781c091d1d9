import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { OUTREACH_API, trackingLinkResponse, type trackingLinkBody } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { trackingLinkKeys } from '../api/get-tracking-links';
import { refreshAfterWrite } from '@/lib/query-refresh';

export type TrackingLinkBody = z.output<typeof trackingLinkBody>;

// POST /api/admin/tracking-links: answers the new link with its /t/:code address.
export async function createTrackingLink(body: TrackingLinkBody) {
  const answer = await apiRequest(OUTREACH_API.trackingLinks, {
    method: 'POST',
    body,
    schema: trackingLinkResponse,
  });
  return answer.data;
}

export function useCreateTrackingLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTrackingLink,
    onSuccess: () => refreshAfterWrite(queryClient, trackingLinkKeys.all),
  });
}
