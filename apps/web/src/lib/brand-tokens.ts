import { brandTokens, DEFAULT_BRAND, type BrandColours } from '@cl/contracts';

// The palette itself (brandPalette, brandTokens) lives in @cl/contracts: the server writes the same
// properties into the prerendered sign-in page (issue 16).

/**
 * Issue 16: the start page's own components (plain CSS, styles/customer-ui.css) read the brand as
 * CSS custom properties on <html>. The server writes them into every page it serves
 * (plugins/brand-style.ts); they are set here only where they differ: the default brand on a page
 * without them, the partner's when it arrives. Setting the same again would style and lay out every
 * element of the page a second time.
 */
export function applyBrandTokens(brand: BrandColours = DEFAULT_BRAND, root = document.documentElement): void {
  for (const [name, value] of brandTokens(brand)) {
    if (root.style.getPropertyValue(name).trim() !== value) root.style.setProperty(name, value);
  }
}

// The brand this page shows (the host's partner, once its branding arrives): MUI's theme, where a
// page still uses it (lib/mui-theme.tsx), is made from the same colours.
let currentBrand: BrandColours = DEFAULT_BRAND;
const listeners = new Set<() => void>();

/** Sets the brand for the plain CSS (custom properties) and for MUI's theme. */
export function setCurrentBrand(brand: BrandColours): void {
  const same =
    brand.primary === currentBrand.primary &&
    brand.secondary === currentBrand.secondary &&
    (brand.fontFamily ?? null) === (currentBrand.fontFamily ?? null);
  if (same) return;
  currentBrand = brand;
  applyBrandTokens(brand);
  for (const listener of listeners) listener();
}

export function subscribeBrand(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const getCurrentBrand = (): BrandColours => currentBrand;
