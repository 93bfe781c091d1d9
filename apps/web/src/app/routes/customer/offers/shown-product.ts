import { shownLenderProduct, type LenderProduct, type OffersProduct } from '@cl/contracts';
import { readProductType } from '@/features/journey/utils/product-cookies';

/** The lender product an offers page shows, for the product this customer chose (shownLenderProduct). */
export function shownProduct(product: OffersProduct): LenderProduct {
  return shownLenderProduct(product, readProductType());
}
