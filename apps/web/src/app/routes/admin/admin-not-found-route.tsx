import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessagePage } from '@/components/ui/message-page';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/document-title';

/** Admin pages not built yet, and unknown admin paths. */
export function AdminNotFoundRoute() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('notFound.pageTitle'));
  return (
    <MessagePage
      eyebrow="404"
      title={t('notFound.title')}
      body={t('notFound.body')}
      action={
        <Button component={Link} to={paths.admin.login.getHref()} variant="contained" size="large">
          {t('notFound.backToLogin')}
        </Button>
      }
    />
  );
}
