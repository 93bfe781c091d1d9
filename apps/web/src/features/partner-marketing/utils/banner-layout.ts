import { readableTextOn, wrapText } from './svg-data';

// Issue 6 banners-and-creatives: ready-to-post images in the partner's brand colours, sized for
// WhatsApp/Instagram posts (square), WhatsApp status (story) and Facebook/display (landscape).
// This file only measures; components/banner-art.tsx draws, so React escapes every text (issue 14).
export const BANNER_DESIGNS = [
  { id: 'personalSquare', width: 1080, height: 1080 },
  { id: 'goldStory', width: 1080, height: 1920 },
  { id: 'businessLandscape', width: 1200, height: 628 },
  { id: 'cardSquare', width: 1080, height: 1080 },
] as const;
export type BannerDesign = (typeof BANNER_DESIGNS)[number];

export interface BannerText {
  brand: string;
  headline: string;
  subline: string;
  cta: string;
  scan: string;
  disclaimer: string;
}

export interface BannerBrand {
  primary: string;
  secondary: string;
  fontFamily: string;
}

/** Lines of text with the baseline of the first, all at one x and size. */
export interface TextBlock {
  lines: string[];
  x: number;
  y: number;
  size: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
  radius: number;
}

export interface BannerLayout {
  width: number;
  height: number;
  short: number;
  onPrimary: string;
  onSecondary: string;
  disclaimer: TextBlock;
  qrCard: Box;
  qr: { x: number; y: number; size: number };
  scan: { x: number; y: number; size: number };
  cta: Box;
  ctaText: TextBlock;
  brand: TextBlock;
  brandBar: Box;
  headline: TextBlock;
  subline: TextBlock;
}

export const LINE = 1.2;
const charsFor = (width: number, size: number) => Math.max(6, Math.floor(width / (size * 0.56)));
const round = (value: number) => Math.round(value);

/** The largest headline size (and its sub-line) whose lines fit the box; text never runs under the QR. */
function fitHeadline(text: BannerText, width: number, height: number, maxSize: number) {
  for (let size = maxSize; ; size -= 4) {
    const head = wrapText(text.headline, charsFor(width, size));
    const subSize = Math.max(18, size * 0.46);
    const sub = wrapText(text.subline, charsFor(width, subSize));
    const used = head.length * size * LINE + size * 0.5 + sub.length * subSize * LINE;
    if (used <= height || size <= 28) return { size, head, subSize, sub };
  }
}

/** Where everything on a banner goes, from its size, its texts and the brand's colours. */
export function bannerLayout(design: BannerDesign, text: BannerText, brand: BannerBrand): BannerLayout {
  const { width: W, height: H } = design;
  const landscape = W > H;
  const short = Math.min(W, H);
  const pad = round(short * 0.07);

  // Disclaimer at the bottom (RBI DLD: lending is by regulated entities, subject to their checks).
  const qrSize = round(landscape ? H * 0.5 : W * 0.3);
  const columnWidth = landscape ? W - qrSize - pad * 3 : W - pad * 2;
  const discSize = round(short * (landscape ? 0.032 : 0.024));
  const discLines = wrapText(text.disclaimer, charsFor(columnWidth, discSize)).slice(0, 3);
  const discTop = H - pad - discLines.length * discSize * LINE;

  // The QR code on a white card with its caption: bottom left, or the right column when landscape.
  const card = round(qrSize * 0.06);
  const cardHeight = qrSize + card * 2 + discSize * 2;
  const qrX = landscape ? W - pad - qrSize : pad + card;
  const cardTop = landscape ? round((H - cardHeight) / 2) : round(discTop - pad * 0.6 - cardHeight);

  // Call to action: beside the QR card, or under the text in the left column when landscape.
  const ctaSize = round(short * (landscape ? 0.05 : 0.042));
  const ctaX = landscape ? pad : qrX + qrSize + card + pad * 0.8;
  const ctaWidth = landscape ? Math.min(columnWidth, W * 0.45) : W - ctaX - pad;
  const ctaLines = wrapText(text.cta, charsFor(ctaWidth - ctaSize * 1.6, ctaSize)).slice(0, 3);
  const ctaHeight = round(ctaSize * (LINE * ctaLines.length + 0.8));
  const ctaY = landscape
    ? round(discTop - pad * 0.6 - ctaHeight)
    : round(cardTop + (cardHeight - ctaHeight) / 2);
  const ctaBlock = (ctaLines.length - 1) * ctaSize * LINE + ctaSize;

  // Brand, then headline and sub-line in the space that is left above.
  const brandSize = round(short * 0.05);
  const brandY = pad + brandSize;
  const barY = brandY + round(brandSize * 0.5);
  let y = barY + round(brandSize * (H > W ? 2.5 : 1.2));
  const textBottom = (landscape ? ctaY : cardTop) - pad * 0.6;
  const maxHead = round(landscape ? H * 0.1 : W * (H > W ? 0.1 : 0.085));
  const fit = fitHeadline(text, columnWidth, textBottom - y, maxHead);
  y += fit.size;
  const headlineY = y;
  y += (fit.head.length - 1) * fit.size * LINE + fit.size * 0.5 + fit.subSize;

  return {
    width: W,
    height: H,
    short,
    onPrimary: readableTextOn(brand.primary),
    onSecondary: readableTextOn(brand.secondary),
    disclaimer: { lines: discLines, x: pad, y: discTop + discSize, size: discSize },
    qrCard: {
      x: qrX - card,
      y: cardTop,
      width: qrSize + card * 2,
      height: cardHeight,
      radius: card * 1.5,
    },
    qr: { x: qrX, y: cardTop + card, size: qrSize },
    scan: { x: qrX + qrSize / 2, y: round(cardTop + card + qrSize + discSize * 1.4), size: discSize },
    cta: {
      x: round(ctaX),
      y: ctaY,
      width: round(ctaWidth),
      height: ctaHeight,
      radius: round(Math.min(ctaHeight / 2, ctaSize)),
    },
    ctaText: {
      lines: ctaLines,
      x: ctaX + ctaSize * 0.8,
      y: ctaY + (ctaHeight - ctaBlock) / 2 + ctaSize * 0.82,
      size: ctaSize,
    },
    brand: { lines: [text.brand], x: pad, y: brandY, size: brandSize },
    brandBar: {
      x: pad,
      y: barY,
      width: brandSize * 2,
      height: Math.max(4, round(brandSize / 6)),
      radius: 3,
    },
    headline: { lines: fit.head, x: pad, y: headlineY, size: fit.size },
    subline: { lines: fit.sub, x: pad, y, size: fit.subSize },
  };
}
