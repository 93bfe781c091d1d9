import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ADMIN_API } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

// GET /api/admin/partners, only what the masquerade picker needs (zod strips the rest).
const partner = z.object({ id: z.number().int(), key: z.string(), displayName: z.string() });
export type MasqueradePartner = z.infer<typeof partner>;
const response = z.object({ success: z.literal(true), data: z.array(partner) });

export async function getMasqueradePartners(signal?: AbortSignal): Promise<MasqueradePartner[]> {
  return (await apiRequest(ADMIN_API.partners, { schema: response, signal })).data;
}

export function useMasqueradePartners() {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'partners', 'masquerade'] as const,
      queryFn: ({ signal }) => getMasqueradePartners(signal),
    }),
  );
}
