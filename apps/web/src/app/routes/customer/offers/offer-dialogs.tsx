import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { kfsTitleFor, type LenderProduct, type Offer } from '@cl/contracts';
import { ApplyPanel } from '@/features/applications/components/apply-panel';
import { offersKeys } from '@/features/offers/api/get-offers';
import { KfsLoader } from '@/features/offers/components/kfs-loader';
import { ResponsiveDialog } from '@/features/offers/components/responsive-dialog';
import { isLanguageCode } from '@/lib/i18n';
import { refreshAfterWrite } from '@/lib/query-refresh';

interface KfsDialogProps {
  offer: Pick<Offer, 'slug' | 'name' | 'amount' | 'emiExample'> | null;
  onClose: () => void;
}

/** A lender's KFS on its own, from the offer card's 'Key Fact Statement' link. */
export function KfsDialog({ offer, onClose }: KfsDialogProps) {
  const { i18n } = useTranslation('offers');
  const language = isLanguageCode(i18n.language) ? i18n.language : 'en';
  return (
    <ResponsiveDialog
      open={offer !== null}
      onClose={onClose}
      title={kfsTitleFor(offer?.name ?? '', language)}
    >
      {offer && (
        <KfsLoader slug={offer.slug} amount={offer.amount} months={offer.emiExample?.months ?? null} />
      )}
    </ResponsiveDialog>
  );
}

interface ApplyDialogProps {
  offer: Offer;
  /** Closed, it stays mounted until the next attempt, so the browser gives focus back to Apply. */
  open: boolean;
  product: LenderProduct;
  /** An application was made (the offer cards then show it). */
  onApplied: () => void;
  onClose: () => void;
}

/**
 * Apply = read the KFS, acknowledge it, submit (RBI DLD 2025). Mounted once per attempt and its
 * content only while open, so each opening gets its own idempotency key; a new KFS version starts
 * a new acknowledgement.
 */
export function ApplyDialog({ offer, open, product, onApplied, onClose }: ApplyDialogProps) {
  const { t } = useTranslation('offers');
  const queryClient = useQueryClient();
  return (
    <ResponsiveDialog open={open} onClose={onClose} title={t('apply.title', { lender: offer.name })}>
      {open && (
        <KfsLoader slug={offer.slug} amount={offer.amount} months={offer.emiExample?.months ?? null}>
          {(kfs, refetchKfs) => (
            <ApplyPanel
              key={kfs.version}
              lenderName={offer.name}
              request={
                offer.network
                  ? // Issue 17 (ADR 034): a network lender's offer is accepted over the network.
                    { networkOfferId: offer.network.offerId, kfs_version: kfs.version }
                  : {
                      lender_id: offer.lenderId,
                      product,
                      amount: kfs.loanAmount,
                      tenure_months: kfs.months,
                      kfs_version: kfs.version,
                    }
              }
              onApplied={onApplied}
              onKfsChanged={() => {
                refetchKfs();
                void refreshAfterWrite(queryClient, offersKeys.all);
              }}
            />
          )}
        </KfsLoader>
      )}
    </ResponsiveDialog>
  );
}
