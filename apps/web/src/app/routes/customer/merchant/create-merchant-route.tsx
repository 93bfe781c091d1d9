import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/document-title';
import { MerchantSignupForm } from '@/features/admin-ops-merchant-signup/components/merchant-signup-form';

/** Public /create-merchant-form and /create-merchant-form/:partner_name (pre-fills the partner). */
export function CreateMerchantRoute() {
  const { t } = useTranslation('admin-ops');
  const navigate = useNavigate();
  const { partner_name: partnerName } = useParams();
  useDocumentTitle(t('merchantForm.pageTitle'));
  return (
    <Box sx={{ px: 2, py: { xs: 3, sm: 5 }, display: 'flex', justifyContent: 'center' }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, width: '100%', maxWidth: 640 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
          {t('merchantForm.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('merchantForm.intro')}
        </Typography>
        <MerchantSignupForm
          partnerName={partnerName}
          onDone={() => {
            void navigate(paths.merchant.success.getHref(), { replace: true });
          }}
        />
      </Paper>
    </Box>
  );
}
