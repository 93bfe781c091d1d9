import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ApplicationSummary } from '@cl/contracts';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';

/**
 * Issue 17 (ADR 034): where a loan applied for over the network waits: the lender's next form for
 * the customer (KYC, then the e-mandate), or the lender's answer (the list asks again meanwhile).
 */
export function NetworkApplicationStep({ application }: { application: ApplicationSummary }) {
  const { t } = useTranslation('offers');
  const { network } = application;
  if (!network) return null;
  const lender = application.lenderName;
  if (network.formDue) {
    const { heading, step, steps } = network.formDue;
    return (
      <Link
        component={RouterLink}
        to={paths.offers.applicationLenderForm.getHref(application.publicId)}
        variant="body2"
        sx={{ display: 'block', mt: 0.5, fontWeight: 600 }}
      >
        {t('applications.network.continue', { lender, heading, step, steps })}
      </Link>
    );
  }
  if (!network.waiting) return null;
  const waiting = t('applications.network.waiting', { lender });
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
      <Spinner size={16} label={waiting} />
      <Typography variant="body2" color="text.secondary">
        {waiting}
      </Typography>
    </Box>
  );
}
