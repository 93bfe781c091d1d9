import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Offer, OfferApplication } from '@cl/contracts';
import { ApplicationStatusChip } from '@/components/ui/application-status-chip';
import { paths } from '@/config/paths';
import { formatIndiaDay } from '@/lib/date-format';

/**
 * In place of Apply when the customer already applied to this lender inside the de-dupe window
 * (issue 13): said before any KFS is opened, with the application's reference and status. A redirect
 * application not yet taken to the lender's site offers the way to continue it.
 */
export function OfferApplied({ offer, application }: { offer: Offer; application: OfferApplication }) {
  const { t, i18n } = useTranslation('offers');
  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <CheckCircle color="success" fontSize="small" aria-hidden />
        <Typography sx={{ fontWeight: 700 }}>
          {t('offer.appliedOn', { date: formatIndiaDay(application.appliedAt, i18n.language) })}
        </Typography>
        <ApplicationStatusChip status={application.status} />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        {t('offer.reference', { reference: application.publicId })}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {t('offer.applyAgainFrom', {
          lender: offer.name,
          date: formatIndiaDay(application.applyAgainAt, i18n.language),
        })}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, mt: 1.5 }}>
        {application.status === 'continue_at_lender' && (
          <Button
            component={Link}
            to={paths.offers.lenderSubmit.getHref(application.publicId)}
            variant="contained"
          >
            {t('offer.continueTo', { lender: offer.name })}
          </Button>
        )}
        <Button
          component={Link}
          to={paths.offers.lenderTransaction.getHref(offer.slug)}
          variant="outlined"
          color="secondary"
          aria-label={t('offer.seeStatusFor', { lender: offer.name })}
        >
          {t('offer.seeStatus')}
        </Button>
      </Stack>
    </Box>
  );
}
