import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import '@/components/ui/button-variants.css';
import { errorText } from '@/lib/query-client';

/** A failed load in place (spec 8: the server's message), with a retry for flaky 4G. */
export function QueryError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation('offers');
  return (
    <Alert
      severity="error"
      action={
        <button type="button" className="cl-btn cl-btn--text cl-btn--small cl-btn--inherit" onClick={onRetry}>
          {t('states.retry')}
        </button>
      }
    >
      {errorText(error)}
    </Alert>
  );
}
