import { PRODUCT_TYPES, type ProductType } from '@cl/contracts';
import { clearCookie, COOKIE_NAMES, readCookie, setCookie } from '@/lib/cookies';

// spec 3: the chosen product lives in the productType and productId cookies. The id is the
// product's place in PRODUCT_TYPES (1-based), which does not change: new products are appended.

export function isProductType(value: unknown): value is ProductType {
  return PRODUCT_TYPES.some((type) => type === value);
}

export function productIdOf(type: ProductType): number {
  return PRODUCT_TYPES.indexOf(type) + 1;
}

/** The product in the cookie, or null when there is none or it is not one of ours. */
export function readProductType(): ProductType | null {
  const value = readCookie(COOKIE_NAMES.productType);
  return isProductType(value) ? value : null;
}

export function chooseProduct(type: ProductType): void {
  setCookie(COOKIE_NAMES.productType, type);
  setCookie(COOKIE_NAMES.productId, String(productIdOf(type)));
}

/** spec 2 Business dialog: closing it clears the product type and product id. */
export function clearProduct(): void {
  clearCookie(COOKIE_NAMES.productType);
  clearCookie(COOKIE_NAMES.productId);
}
