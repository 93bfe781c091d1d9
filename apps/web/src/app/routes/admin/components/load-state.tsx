import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

interface LoadStateProps {
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
}

/**
 * spec 8: 'Loading...' while a list loads; a failed list load is only logged (no toast), so the
 * page says so in place with a retry. Renders nothing once the data is there.
 */
export function LoadState({ isPending, error, onRetry }: LoadStateProps) {
  const { t } = useTranslation('admin');
  useEffect(() => {
    if (error) console.error('Admin list failed to load', error);
  }, [error]);
  if (error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        }
      >
        {t('loadFailed')}
      </Alert>
    );
  }
  if (isPending) return <Typography color="text.secondary">{t('loading')}</Typography>;
  return null;
}
