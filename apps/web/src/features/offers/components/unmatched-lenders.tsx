import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import '@/components/ui/button-variants.css';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import './unmatched-lenders.css';

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
    return <p className="unmatched__none">{t('unmatched.none')}</p>;
  }
  return (
    <ul className="unmatched">
      {lenders.map((lender) => (
        <li key={lender.lenderId} className="unmatched__lender">
          <h3 className="unmatched__name">{lender.name}</h3>
          <ul className="unmatched__reasons">
            {lender.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
          <NetworkStep lender={lender} offerWaitOver={offerWaitOver} onCheckAgain={onCheckAgain} />
        </li>
      ))}
    </ul>
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
      <div className="unmatched__step">
        <p className="cl-body2">{t('unmatched.network.formDue', { lender: lender.name })}</p>
        <RouterLink
          className="cl-btn cl-btn--contained unmatched__form"
          to={paths.offers.networkOfferForm.getHref(network.offerId)}
        >
          {t('unmatched.network.fillForm', { lender: lender.name })}
        </RouterLink>
      </div>
    );
  }
  if (network?.state !== 'form_submitted') return null;
  if (offerWaitOver) {
    return (
      <div className="unmatched__step">
        <p className="cl-body2">{t('unmatched.network.waitingLong', { lender: lender.name })}</p>
        {onCheckAgain && (
          <button
            type="button"
            className="cl-btn cl-btn--text cl-btn--small unmatched__again"
            onClick={onCheckAgain}
          >
            {t('unmatched.network.checkAgain')}
          </button>
        )}
      </div>
    );
  }
  const waiting = t('unmatched.network.waiting', { lender: lender.name });
  return (
    <div role="status" className="unmatched__waiting">
      <Spinner size={20} label={waiting} />
      <p className="cl-body2">{waiting}</p>
    </div>
  );
}
