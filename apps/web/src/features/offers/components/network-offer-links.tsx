import { useTranslation } from 'react-i18next';
import type { Offer } from '@cl/contracts';
import './offer-card.css';

/**
 * Issue 17 (ADR 033): an offer made over the ONDC network says so, and links the lender's own KFS
 * and terms beside ours (ours is the comparable one; the lender's is the legal one).
 */
export function NetworkOfferLinks({ offer }: { offer: Offer }) {
  const { t } = useTranslation('offers');
  const { network } = offer;
  if (!network) return null;
  return (
    <div className="offer-network">
      <p className="cl-body2">{t('offer.network', { lender: offer.name })}</p>
      {network.kfsLink && (
        <a
          className="cl-link offer-network__link"
          href={network.kfsLink}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('offer.networkKfs', { lender: offer.name })}
        </a>
      )}
      {network.tncLink && (
        <a
          className="cl-link offer-network__link"
          href={network.tncLink}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('offer.networkTerms', { lender: offer.name })}
        </a>
      )}
    </div>
  );
}
