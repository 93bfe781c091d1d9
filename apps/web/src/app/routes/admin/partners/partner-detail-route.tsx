import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { idParam } from '@cl/contracts';
import { paths } from '@/config/paths';
import { AdminPage } from '@/app/routes/admin/components/admin-page';
import { LoadState } from '@/app/routes/admin/components/load-state';
import { PartnerEditor } from '@/app/routes/admin/partners/partner-editor';
import { PartnerUsersSection } from '@/app/routes/admin/partners/partner-users-section';
import { useUploadFile } from '@/features/admin-files/api/upload-file';
import { usePartners } from '@/features/admin-partners/api/get-partners';
import { PartnerInsuranceForm } from '@/features/admin-partners/components/partner-insurance-form';
import { PartnerSiteForm } from '@/features/admin-partners/components/partner-site-form';
import {
  PartnerDetails,
  type EditablePartnerProperty,
} from '@/features/admin-partners/components/partner-details';

/**
 * /admin/partners/:id (role 1): one partner's UTM id and revenue share, edited in place, and its
 * white-label brand and host names (issue 6), and the licensed insurance partner its site hands
 * insurance customers to (issue 13), and the people who sign in to its portal (issue 15).
 */
export function PartnerDetailRoute() {
  const { t } = useTranslation('admin');
  const id = idParam.safeParse(useParams().partnerId);
  const partners = usePartners();
  const [editing, setEditing] = useState<EditablePartnerProperty | null>(null);
  const upload = useUploadFile();
  const partner = id.success ? partners.data?.find((row) => row.id === id.data) : undefined;
  const title = partner?.displayName ?? t('partners.detailTitle');

  return (
    <AdminPage
      title={title}
      breadcrumb={
        <Breadcrumbs>
          <Link component={RouterLink} to={paths.admin.partners.getHref()}>
            {t('menu.partners')}
          </Link>
          <Typography color="text.primary">{title}</Typography>
        </Breadcrumbs>
      }
    >
      <LoadState
        isPending={partners.isPending}
        error={partners.error}
        onRetry={() => void partners.refetch()}
      />
      {partners.data && !partner && <Typography>{t('partners.notFound')}</Typography>}
      {partner && <PartnerDetails partner={partner} onEdit={setEditing} />}
      {partner && (
        <PartnerSiteForm
          key={partner.id}
          partner={partner}
          uploading={upload.isPending}
          uploadLogo={(file) => upload.mutateAsync({ file, path: `${partner.key} - logo` })}
        />
      )}
      {partner && <PartnerUsersSection key={`users-${String(partner.id)}`} partnerId={partner.id} />}
      {partner && <PartnerInsuranceForm key={`insurance-${String(partner.id)}`} partner={partner} />}
      {partner && editing && (
        <PartnerEditor
          key={editing}
          partner={partner}
          property={editing}
          onClose={() => {
            setEditing(null);
          }}
        />
      )}
    </AdminPage>
  );
}
