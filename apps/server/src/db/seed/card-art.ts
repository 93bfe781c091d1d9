// Sample data: the seeded card categories' thumbnails. Each is drawn here from shapes and two
// colours: no issuer's logo, network mark or artwork. They are small SVG documents (under 1 KB,
// cached a day) so a slow phone pays almost nothing for them; the <img> sets width and height.
import { CARD_API } from '@cl/contracts';

export const CARD_ART_WIDTH = 320;
export const CARD_ART_HEIGHT = 200;

type Motif =
  'rings' | 'coins' | 'route' | 'stripes' | 'tiles' | 'lines' | 'overlap' | 'wave' | 'shield' | 'peaks';

interface CardArt {
  from: string;
  to: string;
  accent: string;
  motif: Motif;
}

/** One design per seeded category, by the slug of its sample link. */
export const CARD_ART: Record<string, CardArt> = {
  'lifetime-free': { from: '#0F766E', to: '#134E4A', accent: '#5EEAD4', motif: 'rings' },
  cashback: { from: '#15803D', to: '#14532D', accent: '#BBF7D0', motif: 'coins' },
  travel: { from: '#1D4ED8', to: '#1E3A8A', accent: '#BFDBFE', motif: 'route' },
  fuel: { from: '#C2410C', to: '#7C2D12', accent: '#FED7AA', motif: 'stripes' },
  shopping: { from: '#A21CAF', to: '#701A75', accent: '#F5D0FE', motif: 'tiles' },
  premium: { from: '#27272A', to: '#09090B', accent: '#D4A94C', motif: 'lines' },
  'co-branded': { from: '#4338CA', to: '#312E81', accent: '#C7D2FE', motif: 'overlap' },
  'rupay-upi': { from: '#047857', to: '#064E3B', accent: '#FDE68A', motif: 'wave' },
  'secured-fd': { from: '#334155', to: '#0F172A', accent: '#CBD5E1', motif: 'shield' },
  student: { from: '#0369A1', to: '#0C4A6E', accent: '#BAE6FD', motif: 'peaks' },
};

export const isCardArtSlug = (slug: string): boolean => Object.hasOwn(CARD_ART, slug);

/** Where a card's art is served: CARD_API.cardArt with the file `<slug>.svg`. */
export const cardArtPath = (slug: string): string => CARD_API.cardArt.replace(':file', `${slug}.svg`);

const MOTIFS: Record<Motif, (a: string) => string> = {
  rings: (a) =>
    `<g fill="none" stroke="${a}" stroke-opacity=".5" stroke-width="6"><circle cx="270" cy="40" r="40"/><circle cx="270" cy="40" r="70"/><circle cx="270" cy="40" r="100"/></g>`,
  coins: (a) =>
    `<g fill="${a}" fill-opacity=".45"><circle cx="250" cy="60" r="28"/><circle cx="290" cy="95" r="20"/><circle cx="235" cy="115" r="14"/></g>`,
  route: (a) =>
    `<path d="M150 150Q230 20 300 60" fill="none" stroke="${a}" stroke-width="4" stroke-dasharray="2 10" stroke-linecap="round"/><circle cx="300" cy="60" r="8" fill="${a}"/>`,
  stripes: (a) =>
    `<g stroke="${a}" stroke-opacity=".4" stroke-width="14"><path d="M190 200L290 0M230 200L330 0M270 200L370 0"/></g>`,
  tiles: (a) =>
    `<g fill="${a}" fill-opacity=".4"><rect x="220" y="24" width="36" height="36" rx="6"/><rect x="264" y="24" width="36" height="36" rx="6"/><rect x="264" y="68" width="36" height="36" rx="6"/></g>`,
  lines: (a) => `<g stroke="${a}" stroke-width="2"><path d="M0 150L320 90M0 160L320 100M0 170L320 110"/></g>`,
  overlap: (a) =>
    `<g fill="${a}" fill-opacity=".4"><circle cx="235" cy="70" r="42"/><circle cx="280" cy="70" r="42"/></g>`,
  wave: (a) =>
    `<path d="M0 140C60 110 110 170 170 140S280 110 320 130V200H0Z" fill="${a}" fill-opacity=".35"/>`,
  shield: (a) =>
    `<path d="M260 24L300 38V78C300 104 282 120 260 130C238 120 220 104 220 78V38Z" fill="${a}" fill-opacity=".45"/>`,
  peaks: (a) => `<path d="M150 200L220 110L260 150L300 90L340 200Z" fill="${a}" fill-opacity=".4"/>`,
};

/** An SVG document for a seeded card's thumbnail, or null for an unknown slug. */
export function cardArtSvg(slug: string): string | null {
  if (!isCardArtSlug(slug)) return null;
  const art = CARD_ART[slug];
  if (!art) return null;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_ART_WIDTH}" height="${CARD_ART_HEIGHT}" viewBox="0 0 ${CARD_ART_WIDTH} ${CARD_ART_HEIGHT}">`,
    `<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient><clipPath id="c"><rect width="320" height="200" rx="16"/></clipPath></defs>`,
    `<g clip-path="url(#c)"><rect width="320" height="200" fill="url(#g)"/>${MOTIFS[art.motif](art.accent)}</g>`,
    // The chip and the contactless arcs say "card" at a glance; no brand, no number.
    `<rect x="28" y="72" width="46" height="34" rx="6" fill="#E5C46B"/><path d="M28 89H74M51 72V106" stroke="#B08A2E" stroke-width="2"/>`,
    `<g fill="none" stroke="#fff" stroke-opacity=".8" stroke-width="3" stroke-linecap="round"><path d="M90 80a12 12 0 0 1 0 18M98 74a20 20 0 0 1 0 30"/></g>`,
    `<g fill="#fff" fill-opacity=".7"><rect x="28" y="140" width="150" height="10" rx="5"/><rect x="28" y="160" width="80" height="8" rx="4"/></g>`,
    `</svg>`,
  ].join('');
}
