import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { KfsDocument } from '@cl/contracts';
import { Alert } from '@/components/ui/alert';
import { CenteredSpinner } from '@/components/ui/centered-spinner';
import { errorText } from '@/lib/query-client';
import { useKfs } from '../api/get-kfs';
import { KfsView } from './kfs-view';
import './kfs.css';

interface KfsLoaderProps {
  slug: string;
  amount: number;
  months: number | null;
  /** Rendered under the KFS once it is there (the apply step); gets the KFS it is about. */
  children?: (kfs: KfsDocument, refetch: () => void) => ReactNode;
}

/** Fetches and shows one KFS; a KFS that cannot be made says why, with a retry. */
export function KfsLoader({ slug, amount, months, children }: KfsLoaderProps) {
  const { t } = useTranslation('offers');
  const kfs = useKfs(slug, amount, months);
  const refetch = () => {
    void kfs.refetch();
  };
  if (kfs.isPending) return <CenteredSpinner minHeight={160} />;
  if (kfs.isError) {
    return (
      <div className="kfs-loader kfs-loader--error">
        <Alert severity="error">{errorText(kfs.error)}</Alert>
        <button type="button" className="cl-btn cl-btn--text" onClick={refetch}>
          {t('states.retry')}
        </button>
      </div>
    );
  }
  return (
    <div className="kfs-loader">
      <KfsView kfs={kfs.data} slug={slug} />
      {children?.(kfs.data, refetch)}
    </div>
  );
}
