import { useTranslation } from 'react-i18next';
import type { Offer } from '@cl/contracts';
import { Alert } from '@/components/ui/alert';
import '@/components/ui/button-variants.css';
import { applyOfferView, hasFilters, type OfferView } from '../utils/offer-view';
import { OfferCard } from './offer-card';
import { OfferViewControls } from './offer-view-controls';
import './offer-list.css';

interface OfferListProps {
  /** In the published ranking's order, as the server sends them. */
  offers: Offer[];
  view: OfferView;
  onViewChange: (change: Partial<OfferView>) => void;
  onOpenKfs: (offer: Offer) => void;
  onApply: (offer: Offer) => void;
  /** Draw only this many cards (the first screen, drawn before the rest: first-screen.ts). */
  limit?: number;
}

/**
 * The matching offers in the customer's chosen order and filters (issue 13), each card keeping its
 * place in the published ranking. How many offers the filters hide is always said; the unmatched
 * lenders are another list that no filter touches.
 */
export function OfferList({ offers, view, onViewChange, onOpenKfs, onApply, limit }: OfferListProps) {
  const { t } = useTranslation('offers');
  const { shown, hidden } = applyOfferView(offers, view);
  const clear = () => {
    onViewChange({ maxApr: null, minAmount: null, handoff: null });
  };
  return (
    <>
      <OfferViewControls view={view} onChange={onViewChange} />
      <div aria-live="polite" className="offer-list__notes">
        {view.sort !== 'ranking' && <p className="cl-body2">{t('view.sortedNote')}</p>}
        {hasFilters(view) && (
          <Alert
            severity={hidden > 0 ? 'info' : 'success'}
            icon={false}
            className="offer-list__filtered"
            action={
              <button
                type="button"
                className="cl-btn cl-btn--text cl-btn--small cl-btn--inherit"
                onClick={clear}
              >
                {t('view.clear')}
              </button>
            }
          >
            {hidden > 0 && `${t('view.hidden', { count: hidden })} `}
            {t('view.unmatchedKept')}
          </Alert>
        )}
      </div>
      {shown.length === 0 ? (
        <p className="offer-list__none">{t('view.noneShown')}</p>
      ) : (
        <ul className="offer-grid">
          {shown.slice(0, limit).map(({ offer, rank }) => (
            <li key={offer.lenderId}>
              <OfferCard offer={offer} rank={rank} onOpenKfs={onOpenKfs} onApply={onApply} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
