import type { Font } from 'fontkit';

// pdfkit 0.20 also takes an already parsed fontkit Font (PDFFontFactory.open: `src.layout`), which
// @types/pdfkit 0.17 does not list. The KFS PDF parses its font once per process (kfs-pdf.ts).
declare global {
  namespace PDFKit.Mixins {
    interface PDFFont {
      registerFont(name: string, src: Font): this;
    }
  }
}
