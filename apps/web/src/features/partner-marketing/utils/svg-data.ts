/** An SVG document as a data: address for <img src> (spec: never inject server markup as HTML). */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Black or white, whichever reads better on a brand colour (WCAG relative luminance). */
export function readableTextOn(hex: string): '#000000' | '#ffffff' {
  const match = HEX.exec(hex.trim());
  if (!match?.[1]) return '#ffffff';
  const digits = match[1].length === 3 ? match[1].replace(/./g, (d) => d + d) : match[1];
  const channel = (offset: number) => {
    const value = parseInt(digits.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  return luminance > 0.4 ? '#000000' : '#ffffff';
}

/** Splits text into lines of at most `maxChars` characters, breaking at spaces. */
export function wrapText(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}
