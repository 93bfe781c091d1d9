import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ADMIN_API } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

// The partner row GET /api/admin/partners answers. @cl/contracts has no schema for it yet (the
// server declares it in partners-admin.routes.ts); this mirrors it until it moves there.
export const adminPartner = z.object({
  id: z.number().int(),
  key: z.string(),
  displayName: z.string(),
  utm_id: z.string().nullable(),
  revenue_percent: z.number().nullable(),
  revenue_flat_fee: z.number().nullable(),
  logo: z.string(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
});
export type AdminPartner = z.infer<typeof adminPartner>;
export const adminPartnerResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: adminPartner,
});
const response = z.object({ success: z.literal(true), data: z.array(adminPartner) });

// GET /api/admin/partners: the partner records (spec 3 Partner: id, revenue_percent, revenue_flat_fee, utm_id).
export async function getPartners(signal?: AbortSignal): Promise<AdminPartner[]> {
  const answer = await apiRequest(ADMIN_API.partners, { schema: response, signal });
  return answer.data;
}

export const partnerKeys = {
  all: ['admin', 'partners'] as const,
  list: () => [...partnerKeys.all, 'list'] as const,
};

export function partnersQueryOptions() {
  return queryOptions({
    queryKey: partnerKeys.list(),
    queryFn: ({ signal }) => getPartners(signal),
    meta: { errorToast: false },
  });
}

export function usePartners() {
  return useQuery(partnersQueryOptions());
}
