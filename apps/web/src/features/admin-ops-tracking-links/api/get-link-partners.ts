import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ADMIN_API } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

// GET /api/admin/partners, only what the link form's partner picker needs (zod strips the rest).
const partner = z.object({ id: z.number().int(), key: z.string(), displayName: z.string() });
export type LinkPartner = z.infer<typeof partner>;
const response = z.object({ success: z.literal(true), data: z.array(partner) });

export async function getLinkPartners(signal?: AbortSignal): Promise<LinkPartner[]> {
  return (await apiRequest(ADMIN_API.partners, { schema: response, signal })).data;
}

export function useLinkPartners() {
  return useQuery(
    queryOptions({
      // Under the partners key, so a partner change elsewhere refreshes this list too.
      queryKey: ['admin', 'partners', 'tracking-links'] as const,
      queryFn: ({ signal }) => getLinkPartners(signal),
    }),
  );
}
