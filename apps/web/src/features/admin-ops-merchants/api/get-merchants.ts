import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { OUTREACH_API } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

// The row GET /api/admin/merchants answers (apps/server/src/modules/outreach/merchants.routes.ts).
export const merchantRow = z.object({
  id: z.number(),
  partnerName: z.string().nullable(),
  businessName: z.string(),
  ownerName: z.string(),
  mobile: z.string(),
  email: z.string(),
  city: z.string(),
  pincode: z.string(),
  category: z.string(),
  status: z.string(),
  reviewNote: z.string().nullable(),
  createdAt: z.string(),
});
export type MerchantRow = z.infer<typeof merchantRow>;
const response = z.object({ success: z.literal(true), data: z.array(merchantRow) });

export async function getMerchants(signal?: AbortSignal): Promise<MerchantRow[]> {
  return (await apiRequest(OUTREACH_API.merchants, { schema: response, signal })).data;
}

export const merchantKeys = {
  all: ['admin', 'merchants'] as const,
  list: () => [...merchantKeys.all, 'list'] as const,
};

export function useMerchants() {
  return useQuery(
    queryOptions({
      queryKey: merchantKeys.list(),
      queryFn: ({ signal }) => getMerchants(signal),
      meta: { errorToast: false },
    }),
  );
}
