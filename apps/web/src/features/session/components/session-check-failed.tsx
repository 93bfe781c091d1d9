import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { MessagePage } from '@/components/ui/message-page';

/** The admin's or partner's session could not be checked (not signed out): say so, offer a retry. */
export function SessionCheckFailed({ area, onRetry }: { area: 'admin' | 'partner'; onRetry: () => void }) {
  const { t } = useTranslation(area);
  return (
    <MessagePage
      title={t('session.failedTitle')}
      body={t('session.failedBody')}
      action={
        <Button variant="contained" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      }
    />
  );
}
