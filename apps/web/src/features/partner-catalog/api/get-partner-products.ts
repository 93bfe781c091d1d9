import { queryOptions, useQuery } from '@tanstack/react-query';
import { PARTNER_API, partnerProductsResponse, type PartnerProduct } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

// GET /api/partner/products: per loan product, the live lenders a partner can sell.
export async function getPartnerProducts(signal?: AbortSignal): Promise<PartnerProduct[]> {
  const response = await apiRequest(PARTNER_API.products, { schema: partnerProductsResponse, signal });
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
