// Sample data (not real lender terms).
// Placeholder partner logos: a rounded rectangle with the brand's initials and name in its own
// colours. Generated, never copied from any real logo. Safe to serve as image/svg+xml: the name is
// escaped and colours that are not plain hex fall back to the default brand.
import { DEFAULT_BRAND } from '@cl/contracts';
import { escapeMarkup } from '../../lib/markup-text.ts';

export interface LogoInput {
  displayName: string;
  primaryColor: string;
  secondaryColor: string;
}

const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

const WIDTH = 240;
const HEIGHT = 64;
const BADGE = 44;
const PAD = (HEIGHT - BADGE) / 2;
const FONT = 'system-ui, -apple-system, &quot;Segoe UI&quot;, Roboto, Arial, sans-serif';

function safeColor(color: string, fallback: string): string {
  return HEX.test(color) ? color : fallback;
}

/** WCAG relative luminance of a #rgb or #rrggbb colour. */
function luminance(hex: string): number {
  const digits = hex.length === 4 ? hex.slice(1).replace(/./g, (d) => d + d) : hex.slice(1);
  const channel = (i: number): number => {
    const c = parseInt(digits.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

/** Dark ink or white, whichever contrasts more (the two are equal at a luminance of about 0.18). */
const inkOn = (background: string): string => (luminance(background) > 0.18 ? '#0B1020' : '#FFFFFF');

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
const firstGrapheme = (word: string): string =>
  graphemes.segment(word)[Symbol.iterator]().next().value?.segment ?? '';

/** Up to two initials: 'Jeevan Utthan' -> 'JU', 'MoneyView' -> 'MV', '1TouchPe' -> '1T'. */
export function initialsOf(name: string): string {
  const words = name.split(/[^\p{L}\p{M}\p{N}]+/u).filter((w) => w !== '');
  const first = words[0] ?? '';
  // A single word is split at its capitals and digits, so 'MoneyView' gives two initials too.
  const parts =
    words.length > 1 ? words : (first.match(/\p{Lu}?\p{Ll}+|\p{Lu}+(?!\p{Ll})|\p{N}+/gu) ?? [first]);
  const initials = parts.slice(0, 2).map(firstGrapheme).join('').toUpperCase();
  return initials === '' ? '?' : initials;
}

/** An SVG document (a string starting with '<svg') for a partner's placeholder logo. */
export function partnerLogoSvg({ displayName, primaryColor, secondaryColor }: LogoInput): string {
  const name = displayName.trim() === '' ? 'Partner' : displayName.trim();
  const primary = safeColor(primaryColor, DEFAULT_BRAND.primary);
  const secondary = safeColor(secondaryColor, DEFAULT_BRAND.secondary);
  const initials = escapeMarkup(initialsOf(name));
  const label = escapeMarkup(name);

  const textX = PAD + BADGE + 12;
  const room = WIDTH - textX - PAD;
  const chars = Array.from(name).length;
  // Roughly 0.6em per character; shrink long names, and squeeze the very long ones to fit.
  const fontSize = Math.max(11, Math.min(22, Math.floor(room / (chars * 0.6))));
  const squeeze =
    chars * fontSize * 0.6 > room ? ` textLength="${room}" lengthAdjust="spacingAndGlyphs"` : '';
  const initialsSize = Array.from(initialsOf(name)).length > 1 ? 18 : 22;

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" rx="12" fill="${primary}"/>`,
    `<rect x="${PAD}" y="${PAD}" width="${BADGE}" height="${BADGE}" rx="10" fill="${secondary}"/>`,
    `<text x="${PAD + BADGE / 2}" y="${HEIGHT / 2}" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-size="${initialsSize}" font-weight="700" fill="${inkOn(secondary)}">${initials}</text>`,
    `<text x="${textX}" y="${HEIGHT / 2}" dy="0.35em" font-family="${FONT}" font-size="${fontSize}" font-weight="600" fill="${inkOn(primary)}"${squeeze}>${label}</text>`,
    `</svg>`,
  ].join('');
}
