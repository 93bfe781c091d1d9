import { inflateSync } from 'node:zlib';

// Reads back the text a PDF says it shows: the ActualText of each marked span in its content streams
// (kfs-pdf.ts wraps every string it draws in one). Shaped Devanagari's glyph order is visual, so
// glyph-by-glyph extraction (pdfjs, pdftotext without ActualText) scrambles matras; the span's text is
// the written order a reader copies, which is what a test can compare exactly.

const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

function unescapeLiteral(literal: string): string {
  return literal.replace(/\\([nrtbf()\\])/g, (_, c: string) => ESCAPES[c] ?? c);
}

function decodePdfString(bytes: string): string {
  if (bytes.startsWith('\u00fe\u00ff')) {
    const buffer = Buffer.from(bytes.slice(2), 'latin1');
    return buffer.swap16().toString('utf16le');
  }
  return bytes;
}

function contentStreams(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const streams: string[] = [];
  const pattern = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(raw)) !== null) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    try {
      streams.push(inflateSync(Buffer.from(raw.slice(start, end), 'latin1')).toString('latin1'));
    } catch {
      // not a Flate stream (or trailing bytes the inflater refuses): no text in it for us
    }
    pattern.lastIndex = end;
  }
  return streams;
}

/** Every ActualText in the PDF's content streams, in drawing order. */
export function pdfSpanTexts(pdf: Buffer): string[] {
  const texts: string[] = [];
  for (const stream of contentStreams(pdf)) {
    for (const m of stream.matchAll(/\/ActualText \(((?:\\[\s\S]|[^\\)])*)\)/g)) {
      texts.push(decodePdfString(unescapeLiteral(m[1] ?? '')));
    }
  }
  return texts;
}
