import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { OUTREACH_API, trackingLinksResponse, type trackingLinkRow } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

export type TrackingLink = z.infer<typeof trackingLinkRow>;

// GET /api/admin/tracking-links: newest first, each with its click count and public address.
export async function getTrackingLinks(signal?: AbortSignal): Promise<TrackingLink[]> {
  return (await apiRequest(OUTREACH_API.trackingLinks, { schema: trackingLinksResponse, signal })).data;
}

export const trackingLinkKeys = { all: ['admin', 'tracking-links'] as const };

export function useTrackingLinks() {
  return useQuery(
    queryOptions({
      queryKey: trackingLinkKeys.all,
      queryFn: ({ signal }) => getTrackingLinks(signal),
      meta: { errorToast: false },
    }),
  );
}
