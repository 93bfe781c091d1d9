// WCAG 2.2 AA (1.4.3): text needs 4.5:1 against its background. A partner's brand colour may be
// light (ours is cyan, 1.9:1 on white), so the theme derives readable colours from it here.

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function channels(hex: string): [number, number, number] {
  if (!HEX.test(hex)) throw new Error(`not a hex colour: ${hex}`);
  const digits = hex.length === 4 ? hex.slice(1).replace(/./g, (d) => d + d) : hex.slice(1);
  const at = (i: number): number => parseInt(digits.slice(i, i + 2), 16);
  return [at(0), at(2), at(4)];
}

const toHex = (rgb: readonly number[]): string =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** WCAG relative luminance of a #rgb or #rrggbb colour. */
export function luminance(hex: string): number {
  const linear = (c: number): number => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = channels(hex);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of two colours, 1..21. */
export function contrastRatio(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

export const INK = '#0b1020';
export const WHITE = '#ffffff';

/** The text colour for a filled background: dark ink or white, whichever contrasts more. */
export function textOn(background: string): string {
  return contrastRatio(background, INK) >= contrastRatio(background, WHITE) ? INK : WHITE;
}

/**
 * The brand colour itself when it already reads at `ratio` on `background`, else the same hue
 * mixed with black (or white, on a dark background) in small steps until it does: text in the
 * brand's colour that everyone can read.
 */
export function readableOn(colour: string, background: string, ratio = 4.5): string {
  const base = channels(colour);
  const towards = luminance(background) > 0.18 ? 0 : 255;
  for (let step = 0; step <= 20; step += 1) {
    const mixed = toHex(base.map((c) => c + (towards - c) * (step / 20)));
    if (contrastRatio(mixed, background) >= ratio) return mixed;
  }
  return towards === 0 ? INK : WHITE;
}
