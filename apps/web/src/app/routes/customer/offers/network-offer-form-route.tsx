import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { CenteredSpinner } from '@/components/ui/centered-spinner';
import { paths } from '@/config/paths';
import { useNetworkOfferForm } from '@/features/lender-forms/api/get-network-offer-form';
import { useSendNetworkOfferForm } from '@/features/lender-forms/api/send-network-offer-form';
import { LenderFormPanel } from '@/features/lender-forms/components/lender-form-panel';
import { offersKeys } from '@/features/offers/api/get-offers';
import { useDocumentTitle } from '@/lib/document-title';
import { refreshAfterWrite } from '@/lib/query-refresh';
import { notify } from '@/lib/toast';
import { LenderFormFooter, LenderFormLoadError } from './lender-form-states';
import { useSignedOutRedirect } from './use-signed-out-redirect';

/**
 * Issue 17 (ADR 034) /user/offers/network/:id/form: a network lender's application form. Once
 * sent, the lender is asked for its offer; the offers page shows it waiting, then the offer.
 */
export function NetworkOfferFormRoute() {
  const { id = '' } = useParams();
  // The route table lets only digits through (WEB_ROUTES 'id').
  const offerId = Number(id);
  return Number.isSafeInteger(offerId) && offerId > 0 ? (
    <NetworkOfferForm key={offerId} offerId={offerId} />
  ) : (
    <LenderFormLoadError error={null} onRetry={() => undefined} />
  );
}

function NetworkOfferForm({ offerId }: { offerId: number }) {
  const { t } = useTranslation('offers');
  const form = useNetworkOfferForm(offerId);
  const send = useSendNetworkOfferForm();
  const signedOut = useSignedOutRedirect(form.error, send.error);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useDocumentTitle(
    form.data ? t('lenderForm.pageTitle', { lender: form.data.lenderName }) : t('handoff.pageTitle'),
  );

  if (signedOut || form.isPending) return <CenteredSpinner />;
  if (form.isError) return <LenderFormLoadError error={form.error} onRetry={() => void form.refetch()} />;

  const lender = form.data.lenderName;
  return (
    <LenderFormPanel
      form={form.data}
      footer={<LenderFormFooter />}
      onSubmit={async (answers) => {
        await send.mutateAsync({ offerId, answers });
        notify('success', t('lenderForm.sent', { lender }));
        // The offers page shows this lender waiting, and asks again until its offer is there.
        void refreshAfterWrite(queryClient, offersKeys.all);
        void navigate(paths.offers.offers.getHref());
      }}
    />
  );
}
