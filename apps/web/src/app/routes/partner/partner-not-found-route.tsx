import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessagePage } from '@/components/ui/message-page';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/document-title';

/** Unknown partner paths: back to the dashboard when signed in, else to the sign-in page. */
export function PartnerNotFoundRoute({ signedIn = false }: { signedIn?: boolean }) {
  const { t } = useTranslation('partner');
  useDocumentTitle(t('notFound.pageTitle'));
  return (
    <MessagePage
      eyebrow="404"
      title={t('notFound.title')}
      body={t('notFound.body')}
      action={
        <Button
          component={Link}
          to={signedIn ? paths.partner.root.getHref() : paths.partner.login.getHref()}
          variant="contained"
          size="large"
        >
          {signedIn ? t('notFound.backToDashboard') : t('notFound.backToLogin')}
        </Button>
      }
    />
  );
}
