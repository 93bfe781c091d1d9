import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';

export interface UnmatchedLender {
  lenderId: number;
  name: string;
  reasons: string[];
  /** Issue 17: a network lender without an offer yet (ADR 034). */
  network?: { offerId: number; state: 'form_due' | 'form_submitted' | 'declined' };
}

interface UnmatchedLendersProps {
  lenders: UnmatchedLender[];
  /** A network lender's offer was awaited for as long as the page asks again. */
  offerWaitOver?: boolean;
  onCheckAgain?: () => void;
}

/**
 * RBI DLD 2025: the names of lenders whose criteria the customer did not meet, with the reasons.
 * Always listed in full, never folded away. A network lender that makes its offer after its own
 * form (issue 17) leads to that form, then says its offer is awaited.
 */
export function UnmatchedLenders({ lenders, offerWaitOver = false, onCheckAgain }: UnmatchedLendersProps) {
  const { t } = useTranslation('offers');
  if (lenders.length === 0) {
    return <Typography color="text.secondary">{t('unmatched.none')}</Typography>;
  }
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {lenders.map((lender) => (
        <Box
          component="li"
          key={lender.lenderId}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, bgcolor: 'background.paper' }}
        >
          <Typography component="h3" sx={{ fontWeight: 700 }}>
            {lender.name}
          </Typography>
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
            {lender.reasons.map((reason) => (
              <Typography component="li" variant="body2" color="text.secondary" key={reason}>
                {reason}
              </Typography>
            ))}
          </Box>
          <NetworkStep lender={lender} offerWaitOver={offerWaitOver} onCheckAgain={onCheckAgain} />
        </Box>
      ))}
    </Box>
  );
}

function NetworkStep({
  lender,
  offerWaitOver,
  onCheckAgain,
}: {
  lender: UnmatchedLender;
  offerWaitOver: boolean;
  onCheckAgain?: () => void;
}) {
  const { t } = useTranslation('offers');
  const { network } = lender;
  if (network?.state === 'form_due') {
    return (
      <Box sx={{ mt: 1.5 }}>
        <Typography variant="body2">{t('unmatched.network.formDue', { lender: lender.name })}</Typography>
        <Button
          component={RouterLink}
          to={paths.offers.networkOfferForm.getHref(network.offerId)}
          variant="contained"
          sx={{ mt: 1 }}
        >
          {t('unmatched.network.fillForm', { lender: lender.name })}
        </Button>
      </Box>
    );
  }
  if (network?.state !== 'form_submitted') return null;
  if (offerWaitOver) {
    return (
      <Box sx={{ mt: 1.5 }}>
        <Typography variant="body2">{t('unmatched.network.waitingLong', { lender: lender.name })}</Typography>
        {onCheckAgain && (
          <Button color="secondary" size="small" sx={{ mt: 0.5, ml: -1 }} onClick={onCheckAgain}>
            {t('unmatched.network.checkAgain')}
          </Button>
        )}
      </Box>
    );
  }
  const waiting = t('unmatched.network.waiting', { lender: lender.name });
  return (
    <Box role="status" sx={{ mt: 1.5, display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <Spinner size={20} label={waiting} />
      <Typography variant="body2">{waiting}</Typography>
    </Box>
  );
}
