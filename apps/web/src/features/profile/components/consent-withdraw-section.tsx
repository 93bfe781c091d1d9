import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserRecord } from '@cl/contracts';
import { notify } from '@/lib/toast';
import { useGiveConsent, type MarketingPurpose } from '../api/give-consent';
import { useWithdrawConsent, type ConsentPurpose } from '../api/withdraw-consent';
import '@/components/ui/form-controls.css';
import './profile.css';

const PURPOSES: ConsentPurpose[] = [
  'sms_marketing',
  'email_marketing',
  'call_marketing',
  'data_processing',
  'insurance_partner',
];

function isMarketing(purpose: ConsentPurpose): purpose is MarketingPurpose {
  return purpose !== 'data_processing' && purpose !== 'insurance_partner';
}

/** Whether a consent is on, as far as the record tells (calls are not on the record: unknown). */
function stateOf(purpose: ConsentPurpose, user: UserRecord | undefined): boolean | null {
  if (purpose === 'sms_marketing') return user?.allow_sms === 1;
  if (purpose === 'email_marketing') return user?.allow_email === 1;
  // Calls and the insurance hand-off are in the ledger only, not on the record: unknown here.
  if (purpose === 'call_marketing' || purpose === 'insurance_partner') return null;
  return true; // the profile could not have been saved without it
}

/**
 * DPDP: withdrawing a consent is as easy as giving it. One row per purpose with its state and a
 * button (POST /api/user/{id}/consents/withdraw or .../give), each recorded in the consent ledger.
 * Withdrawing the use of data is asked twice: it stops offers and applications.
 */
export function ConsentWithdrawSection({ userId, user }: { userId: number; user: UserRecord | undefined }) {
  const { t } = useTranslation('profile');
  const withdraw = useWithdrawConsent(userId);
  const give = useGiveConsent(userId);
  const [confirming, setConfirming] = useState(false);
  const busy = withdraw.isPending || give.isPending;
  const done = (message: string) => () => {
    setConfirming(false);
    notify('success', message);
  };

  return (
    <section className="pf-withdraw" aria-labelledby="consents-heading">
      <h2 id="consents-heading" className="pf-section__title">
        {t('withdraw.title')}
      </h2>
      <p className="cl-body2">{t('withdraw.intro')}</p>
      {PURPOSES.map((purpose) => {
        const on = stateOf(purpose, user);
        const asking = purpose === 'data_processing' && confirming;
        const canGive = isMarketing(purpose) && on !== true;
        return (
          <div key={purpose} className="pf-withdraw__row">
            <div>
              <p className="pf-withdraw__purpose">{t(`withdraw.purposes.${purpose}`)}</p>
              {on !== null && <p className="cl-body2">{on ? t('withdraw.on') : t('withdraw.off')}</p>}
              {asking && <p className="cl-body2 pf-withdraw__warning">{t('withdraw.dataWarning')}</p>}
            </div>
            <div className="pf-withdraw__actions">
              {on !== false && (
                <button
                  type="button"
                  className={`cl-btn cl-btn--outlined ${asking ? 'cl-btn--danger' : 'cl-btn--secondary'}`}
                  disabled={busy}
                  onClick={() => {
                    if (purpose === 'data_processing' && !confirming) setConfirming(true);
                    else withdraw.mutate(purpose, { onSuccess: done(t('withdraw.done')) });
                  }}
                >
                  {asking ? t('withdraw.confirm') : t('withdraw.action')}
                </button>
              )}
              {canGive && (
                <button
                  type="button"
                  className="cl-btn cl-btn--outlined cl-btn--secondary"
                  disabled={busy}
                  onClick={() => {
                    give.mutate(purpose, { onSuccess: done(t('withdraw.given')) });
                  }}
                >
                  {t('withdraw.give')}
                </button>
              )}
            </div>
          </div>
        );
      })}
    </section>
  );
}
