import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';

/** spec 2: the full-screen loader, shown while an area's code arrives. */
export function FullScreenLoader() {
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <div className="cl-fullscreen">
      <Spinner label={t('loading')} size={48} />
    </div>
  );
}
