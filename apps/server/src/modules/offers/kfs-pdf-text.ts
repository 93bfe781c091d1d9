import { kfsFormatIn, kfsText, type KfsDocument, type KfsText, type LanguageCode } from '@cl/contracts';

// The KFS copy's text is the dialog's: the wording and rows come from the contracts' kfsText()
// and the figures read as kfsFormatIn() formats them (docs/decisions/012-kfs-pdf.md).

/** The KFS copy as text in the customer's language, from the same KfsDocument the dialog shows. */
export function kfsPdfText(kfs: KfsDocument, language: LanguageCode): KfsText {
  return kfsText(kfs, language, kfsFormatIn(language));
}
