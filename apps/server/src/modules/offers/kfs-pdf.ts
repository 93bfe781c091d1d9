import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Font } from 'fontkit';
import type PDFKitDocument from 'pdfkit';
import type { KfsDocument, KfsRow, LanguageCode } from '@cl/contracts';
import { kfsPdfText } from './kfs-pdf-text.ts';

// RBI DLD 2025 (REGULATION.md): the borrower can download a copy of the KFS. One font family covers
// Latin, ₹ and Devanagari, so Hindi and English lines need no font switching; fontkit (inside pdfkit)
// shapes each word with the font's OpenType tables (conjuncts, matras, reph). The font ships through
// npm (OFL), never from the system: docs/decisions/012-kfs-pdf.md.
const FONT_PACKAGE = '@expo-google-fonts/noto-sans-devanagari';
const FONT_FILES = {
  regular: `${FONT_PACKAGE}/400Regular/NotoSansDevanagari_400Regular.ttf`,
  bold: `${FONT_PACKAGE}/600SemiBold/NotoSansDevanagari_600SemiBold.ttf`,
} as const;

interface PdfTools {
  PDFDocument: typeof PDFKitDocument;
  regular: Font;
  bold: Font;
}

// pdfkit and fontkit load with the first KFS download, not when the server starts: about 0.1 s of
// every start for a file few customers ask for (issue 16, ADR 030). The fonts are parsed once per
// process and shared by every document: fontkit keeps its parsed tables and glyphs on the Font,
// which cuts a Hindi KFS from ~300 ms to a fraction of that (ADR 012 has the numbers).
let tools: Promise<PdfTools> | null = null;
function loadTools(): Promise<PdfTools> {
  tools ??= (async () => {
    const [{ default: PDFDocument }, { create }] = await Promise.all([import('pdfkit'), import('fontkit')]);
    const parseFont = (file: string): Font => {
      const parsed = create(readFileSync(createRequire(import.meta.url).resolve(file)));
      if ('fonts' in parsed) throw new Error(`${file} is a font collection, not one face`);
      return parsed;
    };
    return { PDFDocument, regular: parseFont(FONT_FILES.regular), bold: parseFont(FONT_FILES.bold) };
  })();
  // A failed load is tried again by the next download.
  tools.catch(() => {
    tools = null;
  });
  return tools;
}

const MARGIN = 48;
const LABEL_SHARE = 0.42;
const PAD = 6;
const SIZE = { title: 18, body: 10 } as const;
const INK = '#111111';
const MUTED = '#4a4a4a';
const RULE = '#9a9a9a';
const SHADE = '#f1f3f5';

type Doc = InstanceType<typeof PDFKitDocument>;

/**
 * Text drawn inside a span whose ActualText is the text itself: shaped Devanagari puts a matra's glyph
 * before its consonant, and a reader copying or searching the PDF should still get the words in
 * their written order.
 */
function say(doc: Doc, text: string, x: number, y: number, options: PDFKit.Mixins.TextOptions): void {
  doc.markContent('Span', { actual: text });
  doc.text(text, x, y, options);
  doc.endMarkedContent();
}

function drawRow(doc: Doc, row: KfsRow, y: number, width: number): number {
  const labelWidth = width * LABEL_SHARE;
  const valueWidth = width - labelWidth;
  doc.font('bold').fontSize(SIZE.body);
  const labelHeight = doc.heightOfString(row.label, { width: labelWidth - 2 * PAD });
  doc.font('regular');
  const valueHeight = doc.heightOfString(row.value, { width: valueWidth - 2 * PAD });
  const height = Math.max(labelHeight, valueHeight) + 2 * PAD;

  doc.rect(MARGIN, y, labelWidth, height).fillAndStroke(SHADE, RULE);
  doc.rect(MARGIN + labelWidth, y, valueWidth, height).stroke(RULE);
  doc.fillColor(INK).font('bold');
  say(doc, row.label, MARGIN + PAD, y + PAD, { width: labelWidth - 2 * PAD });
  doc.font('regular');
  say(doc, row.value, MARGIN + labelWidth + PAD, y + PAD, { width: valueWidth - 2 * PAD });
  return y + height;
}

/** The KFS as a PDF in the customer's language, from the same KfsDocument the dialog shows. */
export async function renderKfsPdf(kfs: KfsDocument, language: LanguageCode): Promise<Buffer> {
  const text = kfsPdfText(kfs, language);
  const { PDFDocument, regular, bold } = await loadTools();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: language === 'hi' ? 'hi-IN' : 'en-IN',
    displayTitle: true,
    info: { Title: text.titleFor, Subject: kfs.version, Author: kfs.lenderName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    doc.on('error', reject);
  });

  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  doc.lineWidth(0.6);
  const width = doc.page.width - 2 * MARGIN;
  const bottom = doc.page.height - MARGIN;

  doc.fillColor(INK).font('bold').fontSize(SIZE.title);
  say(doc, text.title, MARGIN, MARGIN, { width });
  doc.fillColor(MUTED).font('regular').fontSize(SIZE.body);
  say(doc, text.subtitle, MARGIN, doc.y + 2, { width });

  let y = doc.y + 12;
  for (const row of text.rows) {
    // A row that would run past the page starts the next one; rows are never split.
    if (y + 3 * SIZE.body + 2 * PAD > bottom) {
      doc.addPage();
      y = MARGIN;
    }
    y = drawRow(doc, row, y, width);
  }

  doc.fillColor(MUTED).font('regular').fontSize(SIZE.body);
  let noteY = y + 12;
  for (const note of [...text.notes, text.footer]) {
    if (noteY + doc.heightOfString(note, { width }) > bottom) {
      doc.addPage();
      noteY = MARGIN;
    }
    say(doc, note, MARGIN, noteY, { width });
    noteY = doc.y + 6;
  }
  doc.end();
  return done;
}
