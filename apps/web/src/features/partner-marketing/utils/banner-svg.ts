import { escapeXml, readableTextOn, svgDataUrl, wrapText } from './svg-data';

// Issue 6 banners-and-creatives: ready-to-post images in the partner's brand colours, sized for
// WhatsApp/Instagram posts (square), WhatsApp status (story) and Facebook/display (landscape).
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

const LINE = 1.2;
const charsFor = (width: number, size: number) => Math.max(6, Math.floor(width / (size * 0.56)));
const round = (value: number) => Math.round(value);

function textBlock(lines: readonly string[], x: number, y: number, size: number, attrs: string): string {
  const spans = lines
    .map(
      (line, i) =>
        `<tspan x="${round(x)}" dy="${i === 0 ? 0 : round(size * LINE)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  return `<text x="${round(x)}" y="${round(y)}" font-size="${round(size)}" ${attrs}>${spans}</text>`;
}

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

/** The banner as a standalone SVG document (the QR code is embedded as an image, not as markup). */
export function bannerSvg(design: BannerDesign, text: BannerText, brand: BannerBrand, qrSvg: string | null) {
  const { width: W, height: H } = design;
  const landscape = W > H;
  const short = Math.min(W, H);
  const pad = round(short * 0.07);
  const onSecondary = readableTextOn(brand.secondary);
  const onPrimary = readableTextOn(brand.primary);
  const font = `font-family="${escapeXml(brand.fontFamily)}"`;
  const primary = escapeXml(brand.primary);
  const parts: string[] = [
    `<rect width="${W}" height="${H}" fill="${escapeXml(brand.secondary)}"/>`,
    `<circle cx="${W}" cy="0" r="${round(short * 0.42)}" fill="${primary}"/>`,
    `<circle cx="0" cy="${H}" r="${round(short * 0.22)}" fill="${primary}" opacity="0.3"/>`,
  ];

  // Disclaimer at the bottom (RBI DLD: lending is by regulated entities, subject to their checks).
  const qrSize = round(landscape ? H * 0.5 : W * 0.3);
  const columnWidth = landscape ? W - qrSize - pad * 3 : W - pad * 2;
  const discSize = round(short * (landscape ? 0.032 : 0.024));
  const discLines = wrapText(text.disclaimer, charsFor(columnWidth, discSize)).slice(0, 3);
  const discTop = H - pad - discLines.length * discSize * LINE;
  parts.push(
    textBlock(discLines, pad, discTop + discSize, discSize, `${font} fill="${onSecondary}" opacity="0.75"`),
  );

  // The QR code on a white card with its caption: bottom left, or the right column when landscape.
  const card = round(qrSize * 0.06);
  const cardHeight = qrSize + card * 2 + discSize * 2;
  const qrX = landscape ? W - pad - qrSize : pad + card;
  const cardTop = landscape ? round((H - cardHeight) / 2) : round(discTop - pad * 0.6 - cardHeight);
  parts.push(
    `<rect x="${qrX - card}" y="${cardTop}" width="${qrSize + card * 2}" height="${cardHeight}" rx="${card * 1.5}" fill="#ffffff"/>`,
  );
  if (qrSvg) {
    const href = escapeXml(svgDataUrl(qrSvg));
    parts.push(
      `<image x="${qrX}" y="${cardTop + card}" width="${qrSize}" height="${qrSize}" href="${href}"/>`,
    );
  }
  parts.push(
    `<text x="${qrX + qrSize / 2}" y="${round(cardTop + card + qrSize + discSize * 1.4)}" font-size="${discSize}" text-anchor="middle" ${font} font-weight="700" fill="#111111">${escapeXml(text.scan)}</text>`,
  );

  // Call to action: beside the QR card, or under the text in the left column when landscape.
  const ctaSize = round(short * (landscape ? 0.05 : 0.042));
  const ctaX = landscape ? pad : qrX + qrSize + card + pad * 0.8;
  const ctaWidth = landscape ? Math.min(columnWidth, W * 0.45) : W - ctaX - pad;
  const ctaLines = wrapText(text.cta, charsFor(ctaWidth - ctaSize * 1.6, ctaSize)).slice(0, 3);
  const ctaHeight = round(ctaSize * (LINE * ctaLines.length + 0.8));
  const ctaY = landscape
    ? round(discTop - pad * 0.6 - ctaHeight)
    : round(cardTop + (cardHeight - ctaHeight) / 2);
  parts.push(
    `<rect x="${round(ctaX)}" y="${ctaY}" width="${round(ctaWidth)}" height="${ctaHeight}" rx="${round(Math.min(ctaHeight / 2, ctaSize))}" fill="${primary}"/>`,
  );
  const ctaBlock = (ctaLines.length - 1) * ctaSize * LINE + ctaSize;
  const ctaBaseline = ctaY + (ctaHeight - ctaBlock) / 2 + ctaSize * 0.82;
  parts.push(
    textBlock(
      ctaLines,
      ctaX + ctaSize * 0.8,
      ctaBaseline,
      ctaSize,
      `${font} font-weight="700" fill="${onPrimary}"`,
    ),
  );

  // Brand, then headline and sub-line in the space that is left above.
  const brandSize = round(short * 0.05);
  let y = pad + brandSize;
  parts.push(textBlock([text.brand], pad, y, brandSize, `${font} font-weight="700" fill="${onSecondary}"`));
  y += round(brandSize * 0.5);
  parts.push(
    `<rect x="${pad}" y="${y}" width="${brandSize * 2}" height="${Math.max(4, round(brandSize / 6))}" rx="3" fill="${primary}"/>`,
  );
  y += round(brandSize * (H > W ? 2.5 : 1.2));
  const textBottom = (landscape ? ctaY : cardTop) - pad * 0.6;
  const maxHead = round(landscape ? H * 0.1 : W * (H > W ? 0.1 : 0.085));
  const fit = fitHeadline(text, columnWidth, textBottom - y, maxHead);
  y += fit.size;
  parts.push(textBlock(fit.head, pad, y, fit.size, `${font} font-weight="800" fill="${onSecondary}"`));
  y += (fit.head.length - 1) * fit.size * LINE + fit.size * 0.5 + fit.subSize;
  parts.push(textBlock(fit.sub, pad, y, fit.subSize, `${font} fill="${onSecondary}" opacity="0.92"`));

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${parts.join('')}</svg>`;
}
