import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessagePage } from '@/components/ui/message-page';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/document-title';

/** /create-merchant-form/success. */
export function CreateMerchantSuccessRoute() {
  const { t } = useTranslation('admin-ops');
  useDocumentTitle(t('merchantForm.successTitle'));
  return (
    <MessagePage
      title={t('merchantForm.successTitle')}
      body={t('merchantForm.successBody')}
      action={
        <Button component={Link} to={paths.customer.home.getHref()} variant="contained">
          {t('merchantForm.backHome')}
        </Button>
      }
    />
  );
}
