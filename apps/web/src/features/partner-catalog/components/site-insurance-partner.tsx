import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PartnerInsurance } from '@cl/contracts';

/**
 * Issue 13: read-only, which licensed insurer partner the partner's own site hands insurance
 * customers to (set by the marketplace's admin), so the partner can tell its customers who it is.
 */
export function SiteInsurancePartner({ insurance }: { insurance: PartnerInsurance }) {
  const { t } = useTranslation('partner');
  const { partner, source } = insurance;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {t('products.insurancePartner.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: partner ? 2 : 0 }}>
        {t(`products.insurancePartner.${source}`)}
      </Typography>
      {partner && (
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' }, gap: 1 }}
        >
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {t('products.insurancePartner.name')}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {partner.name}
          </Typography>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {t('products.insurancePartner.licence')}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {partner.licence}
          </Typography>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {t('products.insurancePartner.url')}
          </Typography>
          <Typography component="dd" sx={{ m: 0, wordBreak: 'break-all' }}>
            {partner.url}
          </Typography>
        </Box>
      )}
    </Paper>
  );
}
