import type { Ref } from 'react';
import {
  bannerLayout,
  LINE,
  type BannerBrand,
  type BannerDesign,
  type BannerText,
  type TextBlock,
} from '../utils/banner-layout';
import { svgDataUrl } from '../utils/svg-data';

interface BannerArtProps {
  design: BannerDesign;
  text: BannerText;
  brand: BannerBrand;
  /** The referral QR code as an SVG document; embedded as an image, never as markup. */
  qrSvg: string | null;
  /** Shown in the preview's accessible name; the saved file carries it as its <title>. */
  title: string;
  ref?: Ref<SVGSVGElement>;
  className?: string;
}

type Paint = Record<string, string | number>;

function Lines({ block, paint }: { block: TextBlock; paint: Paint }) {
  const x = Math.round(block.x);
  return (
    <text x={x} y={Math.round(block.y)} fontSize={Math.round(block.size)} {...paint}>
      {block.lines.map((line, i) => (
        <tspan key={i} x={x} dy={i === 0 ? 0 : Math.round(block.size * LINE)}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

/**
 * A partner banner (issue 6) drawn as SVG elements: the brand name and every text are React
 * children, so they are escaped, and the page's fonts shape Hindi in the preview (issue 14). The
 * same element is serialised for the .svg and .png downloads.
 */
export function BannerArt({ design, text, brand, qrSvg, title, ref, className }: BannerArtProps) {
  const l = bannerLayout(design, text, brand);
  const font = { fontFamily: brand.fontFamily };
  const { width: W, height: H } = l;
  return (
    <svg
      ref={ref}
      className={className}
      xmlns="http://www.w3.org/2000/svg"
      width={W}
      height={H}
      viewBox={`0 0 ${String(W)} ${String(H)}`}
      role="img"
      aria-label={title}
    >
      <title>{title}</title>
      <rect width={W} height={H} fill={brand.secondary} />
      <circle cx={W} cy={0} r={Math.round(l.short * 0.42)} fill={brand.primary} />
      <circle cx={0} cy={H} r={Math.round(l.short * 0.22)} fill={brand.primary} opacity={0.3} />
      <Lines block={l.disclaimer} paint={{ ...font, fill: l.onSecondary, opacity: 0.75 }} />
      <rect {...box(l.qrCard)} fill="#ffffff" />
      {qrSvg && <image x={l.qr.x} y={l.qr.y} width={l.qr.size} height={l.qr.size} href={svgDataUrl(qrSvg)} />}
      <text
        x={l.scan.x}
        y={l.scan.y}
        fontSize={l.scan.size}
        textAnchor="middle"
        {...font}
        fontWeight={700}
        fill="#111111"
      >
        {text.scan}
      </text>
      <rect {...box(l.cta)} fill={brand.primary} />
      <Lines block={l.ctaText} paint={{ ...font, fontWeight: 700, fill: l.onPrimary }} />
      <Lines block={l.brand} paint={{ ...font, fontWeight: 700, fill: l.onSecondary }} />
      <rect {...box(l.brandBar)} fill={brand.primary} />
      <Lines block={l.headline} paint={{ ...font, fontWeight: 800, fill: l.onSecondary }} />
      <Lines block={l.subline} paint={{ ...font, fill: l.onSecondary, opacity: 0.92 }} />
    </svg>
  );
}

const box = (b: { x: number; y: number; width: number; height: number; radius: number }) => ({
  x: b.x,
  y: b.y,
  width: b.width,
  height: b.height,
  rx: b.radius,
});
