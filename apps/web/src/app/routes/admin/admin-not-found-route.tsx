import Button from '@mui/material/Button';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessagePage } from '@/components/ui/message-page';
import { paths } from '@/config/paths';
import { adminHomeFor } from '@/app/routes/admin/admin-access';
import { AdminProfileContext } from '@/app/routes/admin/admin-profile-context';
import { useDocumentTitle } from '@/lib/document-title';

/** Unknown admin paths: a signed-in admin is offered their home, anyone else the sign-in. */
export function AdminNotFoundRoute() {
  const { t } = useTranslation('admin');
  const profile = useContext(AdminProfileContext);
  useDocumentTitle(t('notFound.pageTitle'));
  return (
    <MessagePage
      eyebrow="404"
      title={t('notFound.title')}
      body={t('notFound.body')}
      action={
        <Button
          component={Link}
          to={profile ? adminHomeFor(profile.role) : paths.admin.login.getHref()}
          variant="contained"
          size="large"
        >
          {t(profile ? 'notFound.backHome' : 'notFound.backToLogin')}
        </Button>
      }
    />
  );
}
