import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Offer } from '@cl/contracts';

/**
 * Issue 17 (ADR 033): an offer made over the ONDC network says so, and links the lender's own KFS
 * and terms beside ours (ours is the comparable one; the lender's is the legal one).
 */
export function NetworkOfferLinks({ offer }: { offer: Offer }) {
  const { t } = useTranslation('offers');
  const { network } = offer;
  if (!network) return null;
  return (
    <Stack spacing={0.5} sx={{ mt: 1.5 }}>
      <Typography variant="body2" color="text.secondary">
        {t('offer.network', { lender: offer.name })}
      </Typography>
      {network.kfsLink && (
        <Link href={network.kfsLink} target="_blank" rel="noopener noreferrer" variant="body2">
          {t('offer.networkKfs', { lender: offer.name })}
        </Link>
      )}
      {network.tncLink && (
        <Link href={network.tncLink} target="_blank" rel="noopener noreferrer" variant="body2">
          {t('offer.networkTerms', { lender: offer.name })}
        </Link>
      )}
    </Stack>
  );
}
