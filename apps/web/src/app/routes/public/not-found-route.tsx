import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessagePage } from '@/components/ui/message-page';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/document-title';
import { usePartnerHref } from '@/lib/partner-name';

/** spec 2: /404 and every unknown customer path. */
export function NotFoundRoute() {
  const { t } = useTranslation();
  const partnerHref = usePartnerHref();
  useDocumentTitle(t('notFound.title'));
  return (
    <MessagePage
      eyebrow={t('notFound.code')}
      title={t('notFound.title')}
      body={t('notFound.body')}
      action={
        <Button
          component={Link}
          to={partnerHref(paths.customer.home.getHref())}
          variant="contained"
          size="large"
        >
          {t('actions.goHome')}
        </Button>
      }
    />
  );
}
