import { DEFAULT_BRAND } from '@cl/contracts';
import { readableOn, textOn } from '@/lib/contrast';

export interface BrandColours {
  primary: string;
  secondary: string;
  fontFamily?: string | null;
}

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
// System fonts first: no web-font download on slow 4G; Noto covers Devanagari on Android.
const SYSTEM_FONTS = "system-ui, Roboto, 'Noto Sans', 'Noto Sans Devanagari', 'Segoe UI', Arial, sans-serif";
const SAFE_FONT_FAMILY = /^[\w\s,'"-]{1,120}$/;
/** The page background behind the white cards (MUI's background.default in the theme). */
export const PAGE_BACKGROUND = '#f6f8fb';

/** A partner colour that is not a plain hex colour falls back to the default (createTheme throws). */
function colour(value: string, fallback: string): string {
  return HEX_COLOUR.test(value.trim()) ? value.trim() : fallback;
}

/** MUI's darken(), truncating as it does: its palette's `dark` is darken(main, 0.3). */
function darken(hex: string, amount: number): string {
  const digits = hex.length === 4 ? hex.slice(1).replace(/./g, (d) => d + d) : hex.slice(1);
  const scaled = [0, 2, 4].map((i) => Math.trunc(parseInt(digits.slice(i, i + 2), 16) * (1 - amount)));
  return `#${scaled.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The brand's colours and font, checked, with the readable shades WCAG AA asks for (issue 13):
 * the one source for MUI's theme (lib/theme.ts) and for the plain CSS of the start page.
 */
export function brandPalette(brand: BrandColours = DEFAULT_BRAND) {
  const family = brand.fontFamily && SAFE_FONT_FAMILY.test(brand.fontFamily) ? brand.fontFamily : null;
  const primary = colour(brand.primary, DEFAULT_BRAND.primary);
  const secondary = colour(brand.secondary, DEFAULT_BRAND.secondary);
  return {
    fontFamily: family ? `${family}, ${SYSTEM_FONTS}` : SYSTEM_FONTS,
    primary,
    primaryDark: darken(primary, 0.3),
    primaryContrast: textOn(primary),
    secondary,
    secondaryContrast: textOn(secondary),
    // Where the brand colour is text or an outline on the page: a darker shade of it that reads at
    // 4.5:1 (3:1 for an outline) against the page background, darker than the white cards.
    primaryText: readableOn(primary, PAGE_BACKGROUND),
    primaryEdge: readableOn(primary, PAGE_BACKGROUND, 3),
  };
}

/**
 * Issue 16: the start page's own components (plain CSS, styles/customer-ui.css) read the brand as
 * CSS custom properties on <html>, set here before the first paint and again when the partner's
 * brand arrives.
 */
export function applyBrandTokens(brand: BrandColours = DEFAULT_BRAND, root = document.documentElement): void {
  const palette = brandPalette(brand);
  const set = (name: string, value: string) => {
    root.style.setProperty(name, value);
  };
  set('--cl-font', palette.fontFamily);
  set('--cl-primary', palette.primary);
  set('--cl-primary-dark', palette.primaryDark);
  set('--cl-on-primary', palette.primaryContrast);
  set('--cl-secondary', palette.secondary);
  set('--cl-on-secondary', palette.secondaryContrast);
  set('--cl-primary-text', palette.primaryText);
  set('--cl-primary-edge', palette.primaryEdge);
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
