import { DEFAULT_BRAND } from '../constants.ts';
import { readableOn, textOn } from './contrast.ts';

// The brand's colours as the customer pages draw them: the web sets them on <html> (lib/brand-tokens.ts)
// and the server writes the same into the prerendered sign-in page (plugins/sign-in-page.ts, issue 16),
// so the partner's colours are right on the first paint.

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
 * the one source for MUI's theme and for the plain CSS of the customer pages.
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

/** The CSS custom properties styles/customer-ui.css reads (issue 16), as name and value pairs. */
export function brandTokens(brand: BrandColours = DEFAULT_BRAND): [string, string][] {
  const palette = brandPalette(brand);
  return [
    ['--cl-font', palette.fontFamily],
    ['--cl-primary', palette.primary],
    ['--cl-primary-dark', palette.primaryDark],
    ['--cl-on-primary', palette.primaryContrast],
    ['--cl-secondary', palette.secondary],
    ['--cl-on-secondary', palette.secondaryContrast],
    ['--cl-primary-text', palette.primaryText],
    ['--cl-primary-edge', palette.primaryEdge],
  ];
}
