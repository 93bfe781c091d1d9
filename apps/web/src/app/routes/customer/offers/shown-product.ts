import { lenderProductOf, PERSONAL_FAMILY_PRODUCTS, type LenderProduct } from '@cl/contracts';
import { readProductType } from '@/features/journey/utils/product-cookies';

/** The offers pages: each loan family's own (issue 13: gold and housing too, spec 4's redirect). */
export type OffersProduct = 'personal' | 'business' | 'gold' | 'housing';

/**
 * The lender product a page shows. /user/offers serves the personal family (issue 13): personal,
 * student, two-wheeler and car loans share the personal form, and each shows its own lenders'
 * offers. Affordable housing and home loans are both the home lenders' (catalog.ts).
 */
export function shownProduct(product: OffersProduct): LenderProduct {
  if (product === 'business' || product === 'gold') return product;
  if (product === 'housing') return 'home';
  const chosen = readProductType();
  const lenderProduct = chosen ? lenderProductOf(chosen) : null;
  return PERSONAL_FAMILY_PRODUCTS.find((p) => p === lenderProduct) ?? 'personal';
}
