import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { MessagePage } from '@/components/ui/message-page';

/** spec 2: the error fallback page. Reload is the remedy for a failed chunk on flaky 4G too. */
export function ErrorFallback() {
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <MessagePage
      title={t('errorPage.title')}
      body={t('errorPage.body')}
      action={
        <Button
          variant="contained"
          size="large"
          onClick={() => {
            window.location.reload();
          }}
        >
          {t('actions.reload')}
        </Button>
      }
    />
  );
}
