import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Offer } from '@cl/contracts';
import { Alert } from '@/components/ui/alert';
import '@/components/ui/button-variants.css';
import { Collapse } from '@/components/ui/collapse';
import { ExpandIcon } from '@/components/ui/expand-icon';
import { KfsIcon } from './offer-icons';
import { NetworkOfferLinks } from './network-offer-links';
import { OfferApplied } from './offer-applied';
import { OfferKeyFigures } from './offer-key-figures';
import { OfferTerms } from './offer-terms';
import './offer-card.css';

interface OfferCardProps {
  offer: Offer;
  /** 1-based place in the published ranking (whatever order the customer sorted the page in). */
  rank: number;
  onOpenKfs: (offer: Offer) => void;
  onApply: (offer: Offer) => void;
}

/**
 * One matching offer with what RBI DLD 2025 asks to show: lender, amount, tenure, APR and EMI up
 * front (issue 13: readable on a 360 px phone without opening anything), then rate, fees, penal
 * charges, cooling-off and the hand-off behind "Details", and the KFS. A special offer is shown as
 * the lender states it, without countdowns or urgency. An application that holds a new one
 * replaces Apply (the server's de-dupe refusal stays the guard). A network lender's offer (issue 17)
 * is applied for the same way: its KFS acknowledged, then the lender's own forms in our pages.
 */
export function OfferCard({ offer, rank, onOpenKfs, onApply }: OfferCardProps) {
  const { t } = useTranslation('offers');
  const [open, setOpen] = useState(false);
  const detailsId = `offer-details-${offer.slug}`;
  return (
    <article className="offer-card" aria-labelledby={`offer-${offer.slug}`}>
      <div className="offer-card__content">
        <div className="offer-card__head">
          <h3 id={`offer-${offer.slug}`} className="offer-card__name">
            {offer.name}
          </h3>
          <span className="offer-card__rank">{t('offer.rank', { rank })}</span>
        </div>
        {offer.specialOffer && (
          <Alert severity="info" icon={false} className="offer-card__special">
            <strong>{t('offer.specialOffer')}</strong> {offer.specialOffer}
          </Alert>
        )}
        <div className="offer-card__figures">
          <OfferKeyFigures offer={offer} />
        </div>
        <button
          type="button"
          className="cl-btn cl-btn--text cl-btn--small offer-card__details-btn"
          aria-expanded={open}
          aria-controls={detailsId}
          aria-label={t('offer.detailsFor', { lender: offer.name })}
          onClick={() => {
            setOpen((value) => !value);
          }}
        >
          {t('offer.details')}
          <ExpandIcon open={open} className="cl-btn__icon cl-btn__icon--end" />
        </button>
        <Collapse open={open}>
          <div id={detailsId} className="offer-card__details">
            <OfferTerms offer={offer} detailsOnly />
            <p className="cl-body2 offer-card__note">
              {offer.network
                ? t('offer.handoffNetwork', { lender: offer.name })
                : offer.handoff === 'api'
                  ? t('offer.handoffApi', { lender: offer.name })
                  : t('offer.handoffRedirect', { lender: offer.name })}
              {offer.creditScoreUnknown && ` ${t('offer.creditScoreUnknown')}`}
            </p>
            <NetworkOfferLinks offer={offer} />
          </div>
        </Collapse>
      </div>
      <div className="offer-card__actions">
        <button
          type="button"
          className="cl-btn cl-btn--text"
          onClick={() => {
            onOpenKfs(offer);
          }}
          aria-label={t('offer.kfsFor', { lender: offer.name })}
        >
          <KfsIcon className="cl-btn__icon" />
          {t('offer.kfs')}
        </button>
        {offer.application ? (
          <OfferApplied offer={offer} application={offer.application} />
        ) : (
          <button
            type="button"
            className="cl-btn cl-btn--contained cl-btn--large offer-card__apply"
            onClick={() => {
              onApply(offer);
            }}
            aria-label={t('offer.applyTo', { lender: offer.name })}
          >
            {t('offer.apply')}
          </button>
        )}
      </div>
    </article>
  );
}
