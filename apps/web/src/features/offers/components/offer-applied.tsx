import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Offer, OfferApplication } from '@cl/contracts';
import { StatusChip } from '@/components/ui/status-chip';
import '@/components/ui/button-variants.css';
import { paths } from '@/config/paths';
import { formatIndiaDay } from '@/lib/date-format';
import './offer-card.css';

/**
 * In place of Apply when the customer already applied to this lender inside the de-dupe window
 * (issue 13): said before any KFS is opened, with the application's reference and status. A redirect
 * application not yet taken to the lender's site offers the way to continue it.
 */
export function OfferApplied({ offer, application }: { offer: Offer; application: OfferApplication }) {
  const { t, i18n } = useTranslation('offers');
  return (
    <div className="offer-applied">
      <div className="offer-applied__row">
        {/* @mui/icons-material CheckCircle */}
        <svg className="offer-applied__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z" />
        </svg>
        <p className="offer-applied__date">
          {t('offer.appliedOn', { date: formatIndiaDay(application.appliedAt, i18n.language) })}
        </p>
        <StatusChip status={application.status} />
      </div>
      <p className="cl-body2 offer-applied__line offer-applied__reference">
        {t('offer.reference', { reference: application.publicId })}
      </p>
      <p className="cl-body2 offer-applied__line">
        {t('offer.applyAgainFrom', {
          lender: offer.name,
          date: formatIndiaDay(application.applyAgainAt, i18n.language),
        })}
      </p>
      <div className="offer-applied__actions">
        {application.status === 'continue_at_lender' && (
          <Link
            className="cl-btn cl-btn--contained"
            to={paths.offers.lenderSubmit.getHref(application.publicId)}
          >
            {t('offer.continueTo', { lender: offer.name })}
          </Link>
        )}
        <Link
          className="cl-btn cl-btn--secondary"
          to={paths.offers.lenderTransaction.getHref(offer.slug)}
          aria-label={t('offer.seeStatusFor', { lender: offer.name })}
        >
          {t('offer.seeStatus')}
        </Link>
      </div>
    </div>
  );
}
