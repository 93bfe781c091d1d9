import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserRecord } from '@cl/contracts';
import { notify } from '@/lib/toast';
import { useGiveConsent, type MarketingPurpose } from '../api/give-consent';
import { useWithdrawConsent, type ConsentPurpose } from '../api/withdraw-consent';

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
    <Stack spacing={2} component="section" aria-labelledby="consents-heading">
      <Typography id="consents-heading" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {t('withdraw.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('withdraw.intro')}
      </Typography>
      {PURPOSES.map((purpose) => {
        const on = stateOf(purpose, user);
        const asking = purpose === 'data_processing' && confirming;
        const canGive = isMarketing(purpose) && on !== true;
        return (
          <Stack key={purpose} spacing={1} sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
            <div>
              <Typography sx={{ fontWeight: 600 }}>{t(`withdraw.purposes.${purpose}`)}</Typography>
              {on !== null && (
                <Typography variant="body2" color="text.secondary">
                  {on ? t('withdraw.on') : t('withdraw.off')}
                </Typography>
              )}
              {asking && (
                <Typography variant="body2" color="error">
                  {t('withdraw.dataWarning')}
                </Typography>
              )}
            </div>
            <Stack direction="row" spacing={1}>
              {on !== false && (
                <Button
                  variant="outlined"
                  color={asking ? 'error' : 'secondary'}
                  disabled={busy}
                  onClick={() => {
                    if (purpose === 'data_processing' && !confirming) setConfirming(true);
                    else withdraw.mutate(purpose, { onSuccess: done(t('withdraw.done')) });
                  }}
                >
                  {asking ? t('withdraw.confirm') : t('withdraw.action')}
                </Button>
              )}
              {canGive && (
                <Button
                  variant="outlined"
                  color="secondary"
                  disabled={busy}
                  onClick={() => {
                    give.mutate(purpose, { onSuccess: done(t('withdraw.given')) });
                  }}
                >
                  {t('withdraw.give')}
                </Button>
              )}
            </Stack>
          </Stack>
        );
      })}
    </Stack>
  );
}
