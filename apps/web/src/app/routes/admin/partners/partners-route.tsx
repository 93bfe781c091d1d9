import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { AdminPage } from '@/app/routes/admin/components/admin-page';
import { LoadState } from '@/app/routes/admin/components/load-state';
import { usePartners } from '@/features/admin-partners/api/get-partners';
import { OnboardPartnerDialog } from '@/features/admin-partners/components/onboard-partner-dialog';
import { PartnersTable } from '@/features/admin-partners/components/partners-table';

/** /admin/partners (role 1): the partner list; a name opens the partner; issue 15: onboard one. */
export function PartnersRoute() {
  const { t } = useTranslation('admin');
  const partners = usePartners();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  return (
    <AdminPage title={t('menu.partners')}>
      <Box sx={{ mb: 2 }}>
        <Button
          variant="contained"
          onClick={() => {
            setAdding(true);
          }}
        >
          {t('onboarding.partner.add')}
        </Button>
      </Box>
      <LoadState
        isPending={partners.isPending}
        error={partners.error}
        onRetry={() => void partners.refetch()}
      />
      {partners.data && <PartnersTable partners={partners.data} />}
      <OnboardPartnerDialog
        open={adding}
        onClose={() => {
          setAdding(false);
        }}
        onCreated={(partnerId) => {
          setAdding(false);
          void navigate(paths.admin.partner.getHref(partnerId));
        }}
      />
    </AdminPage>
  );
}
