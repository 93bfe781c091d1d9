import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { usePartnerHref } from '@/lib/partner-name';

/**
 * DPDP notice at the point of collection: what the number is for, with the full texts linked, and
 * the white-label partner's own terms where they apply too (spec 3 tancApply).
 * Sentence parts rather than <Trans>, which would add an HTML parser to the start page; the parts
 * fit both English and Hindi word order.
 */
export function LoginConsent({ partnerTerms = null }: { partnerTerms?: string | null }) {
  const { t } = useTranslation('auth');
  const partnerHref = usePartnerHref();
  const termsHref = partnerHref(paths.customer.termsOfUse.getHref());
  return (
    <Typography variant="body2" color="text.secondary">
      {t('consent.before')}{' '}
      <Link component={RouterLink} to={termsHref}>
        {t('consent.terms')}
      </Link>
      {partnerTerms && (
        <>
          ,{' '}
          <Link component={RouterLink} to={termsHref}>
            {t('consent.partnerTerms', { partner: partnerTerms })}
          </Link>
        </>
      )}{' '}
      {t('consent.middle')}{' '}
      <Link component={RouterLink} to={partnerHref(paths.customer.privacyPolicy.getHref())}>
        {t('consent.privacy')}
      </Link>
      {t('consent.after')}
    </Typography>
  );
}
