import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessagePage } from '@/components/ui/message-page';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/document-title';

/** Partner pages not built yet, and unknown partner paths. */
export function PartnerNotFoundRoute() {
  const { t } = useTranslation('partner');
  useDocumentTitle(t('notFound.pageTitle'));
  return (
    <MessagePage
      eyebrow="404"
      title={t('notFound.title')}
      body={t('notFound.body')}
      action={
        <Button component={Link} to={paths.partner.login.getHref()} variant="contained" size="large">
          {t('notFound.backToLogin')}
        </Button>
      }
    />
  );
}
