import { useTranslation } from 'react-i18next';
import type { KfsDocument } from '@cl/contracts';
import { Alert } from '@/components/ui/alert';
import '@/components/ui/button-variants.css';
import { errorText } from '@/lib/query-client';
import { useDownloadKfsPdf } from '../api/get-kfs-pdf';
import { kfsTextIn } from '../utils/kfs-text';
import { DownloadIcon } from './offer-icons';
import { TermList } from './term-list';
import './kfs.css';

/** A lender's Key Fact Statement with a PDF copy to keep (RBI DLD 2025). */
export function KfsView({ kfs, slug }: { kfs: KfsDocument; slug: string }) {
  const { t, i18n } = useTranslation('offers');
  const download = useDownloadKfsPdf(slug, kfs);
  const { subtitle, rows, notes } = kfsTextIn(kfs, i18n.language);

  return (
    <div className="kfs">
      <p className="kfs__subtitle">{subtitle}</p>
      <TermList terms={rows} dense />
      {notes.map((note) => (
        <p key={note} className="cl-body2">
          {note}
        </p>
      ))}
      {/* Said here, not in a toast: the modal <dialog> sits above the toasts (top layer). */}
      {download.isError && <Alert severity="error">{errorText(download.error)}</Alert>}
      <button
        type="button"
        className="cl-btn cl-btn--secondary kfs__download"
        disabled={download.isPending}
        onClick={() => {
          download.mutate();
        }}
      >
        {download.isPending ? (
          <span className="cl-btn__busy" aria-hidden="true" />
        ) : (
          <DownloadIcon className="cl-btn__icon" />
        )}
        {download.isPending ? t('kfs.downloading') : t('kfs.download')}
      </button>
    </div>
  );
}
