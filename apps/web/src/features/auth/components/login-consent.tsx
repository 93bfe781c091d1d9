import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { usePartnerHref } from '@/lib/partner-name';

/**
 * DPDP notice at the point of collection: what the number is for, with the full texts linked, and
 * the white-label partner's own terms where they apply too (spec 3 tancApply).
 * Sentence parts rather than <Trans>, which would add an HTML parser to the start page; the parts
 * fit both English and Hindi word order. Plain CSS (issue 16).
 */
export function LoginConsent({ partnerTerms = null }: { partnerTerms?: string | null }) {
  const { t } = useTranslation('auth');
  const partnerHref = usePartnerHref();
  const termsHref = partnerHref(paths.customer.termsOfUse.getHref());
  return (
    <p className="cl-body2">
      {t('consent.before')}{' '}
      <RouterLink className="cl-link" to={termsHref}>
        {t('consent.terms')}
      </RouterLink>
      {partnerTerms && (
        <>
          ,{' '}
          <RouterLink className="cl-link" to={termsHref}>
            {t('consent.partnerTerms', { partner: partnerTerms })}
          </RouterLink>
        </>
      )}{' '}
      {t('consent.middle')}{' '}
      <RouterLink className="cl-link" to={partnerHref(paths.customer.privacyPolicy.getHref())}>
        {t('consent.privacy')}
      </RouterLink>
      {t('consent.after')}
    </p>
  );
}
