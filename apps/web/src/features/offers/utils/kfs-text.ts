import { kfsText, type KfsDocument, type KfsText } from '@cl/contracts';
import { formatDateTime } from '@/lib/date-format';
import { formatMoney, formatNumber } from '@/lib/format';
import { isLanguageCode } from '@/lib/i18n';

/**
 * The KFS dialog's text in the page's language: the contracts' kfsText() (the same rows, notes and
 * wording as the server's PDF copy, docs/decisions/012-kfs-pdf.md) with the screen's formats.
 */
export function kfsTextIn(kfs: KfsDocument, pageLanguage: string): KfsText {
  const language = isLanguageCode(pageLanguage) ? pageLanguage : 'en';
  return kfsText(kfs, language, {
    money: formatMoney,
    number: formatNumber,
    dateTime: (iso) => formatDateTime(iso, language),
  });
}
