import { apiPath, productRedirectResponse, USER_API } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { safeInternalPath } from '../utils/safe-path';

export type ServerRoutedProduct = 'gold' | 'housing';

/**
 * spec 4, spec 7: gold and housing loans ask the server where to go next
 * (POST /api/gold-loans/{id}, /api/housing-loan/{id}). The answer is followed only when it is one
 * of our customer pages.
 */
export async function getProductRedirect(kind: ServerRoutedProduct, userId: number): Promise<string> {
  const path = kind === 'gold' ? USER_API.goldLoan : USER_API.housingLoan;
  const { redirect } = await apiRequest(apiPath(path, { userId }), {
    method: 'POST',
    schema: productRedirectResponse,
  });
  const target = safeInternalPath(redirect);
  if (!target) throw new Error(`Unexpected redirect target from the server: ${redirect}`);
  return target;
}
