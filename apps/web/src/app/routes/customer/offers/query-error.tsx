import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/query-client';

/** A failed load in place (spec 8: the server's message), with a retry for flaky 4G. */
export function QueryError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation('offers');
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('states.retry')}
        </Button>
      }
    >
      {errorText(error)}
    </Alert>
  );
}
