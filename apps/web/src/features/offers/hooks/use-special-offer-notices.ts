import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Offer } from '@cl/contracts';
import { notify } from '@/lib/toast';
import { indiaToday, readSeen, specialOffersToAnnounce, writeSeen } from '../utils/special-offer-notices';

/**
 * An info toast for each special offer this customer has not been told about today (issue 13).
 * What is announced is written down before the toasts go out, so a second run of the effect (a
 * refetch, React's strict mode) finds it seen.
 */
export function useSpecialOfferNotices(offers: Offer[] | undefined, customer: string | null): void {
  const { t } = useTranslation('offers');
  useEffect(() => {
    if (!offers || customer === null) return;
    const { announce, seen } = specialOffersToAnnounce(offers, customer, readSeen(), indiaToday());
    if (announce.length === 0) return;
    writeSeen(seen);
    for (const offer of announce) {
      notify('info', t('offer.specialOfferToast', { lender: offer.name, text: offer.specialOffer ?? '' }));
    }
  }, [offers, customer, t]);
}
