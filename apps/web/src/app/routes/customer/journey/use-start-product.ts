import { useState } from 'react';
import type { ProductType } from '@cl/contracts';
import { useSession } from '@/features/session/api/get-session';
import { useJourneyNavigate } from '@/features/journey/hooks/use-journey-navigate';
import { journeyStateOf } from '@/features/journey/utils/journey-state';
import { chooseProduct } from '@/features/journey/utils/product-cookies';

/**
 * Choosing a product (spec 2 /products, the solar page): stores it (spec 3 productType and
 * productId cookies) and goes where spec 4 sends the customer next; a visitor who has not signed
 * in signs in first and continues with that product. `busy` is true until the session is known
 * and while the next page is being decided.
 */
export function useStartProduct(): { start: (type: ProductType) => Promise<void>; busy: boolean } {
  const session = useSession();
  const journeyNavigate = useJourneyNavigate();
  const [navigating, setNavigating] = useState(false);
  const start = async (type: ProductType) => {
    chooseProduct(type);
    setNavigating(true);
    await journeyNavigate(journeyStateOf(session.data ?? null, type));
    setNavigating(false);
  };
  return { start, busy: navigating || session.isPending };
}
