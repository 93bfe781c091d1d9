import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';

/** spec 2: the centred spinner, a Suspense fallback inside a page. */
export function CenteredSpinner({ minHeight = 240 }: { minHeight?: number | string }) {
  // Never suspends itself: it is what is shown while something else suspends.
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <div className="cl-centered" style={{ minHeight }}>
      <Spinner label={t('loading')} />
    </div>
  );
}
