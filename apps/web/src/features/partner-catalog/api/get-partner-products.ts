import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { PARTNER_API } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

const productLender = z.object({
  name: z.string(),
  maxLoan: z.number().nullable(),
  interestRate: z.string().nullable(),
  tenure: z.string().nullable(),
});
export type ProductLender = z.infer<typeof productLender>;
const productsResponse = z.object({
  success: z.literal(true),
  data: z.array(z.object({ product: z.string(), lenders: z.array(productLender) })),
});
export type PartnerProduct = z.infer<typeof productsResponse>['data'][number];

// GET /api/partner/products: per loan product, the live lenders a partner can sell.
export async function getPartnerProducts(signal?: AbortSignal): Promise<PartnerProduct[]> {
  const response = await apiRequest(PARTNER_API.products, { schema: productsResponse, signal });
  return response.data;
}

export const partnerProductsKeys = { all: ['partner', 'products'] as const };

export function partnerProductsQueryOptions() {
  return queryOptions({
    queryKey: partnerProductsKeys.all,
    queryFn: ({ signal }) => getPartnerProducts(signal),
    staleTime: 10 * 60_000,
  });
}

export function usePartnerProducts() {
  return useQuery(partnerProductsQueryOptions());
}
