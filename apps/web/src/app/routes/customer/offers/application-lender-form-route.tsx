import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { CenteredSpinner } from '@/components/ui/centered-spinner';
import { paths } from '@/config/paths';
import { applicationsKeys } from '@/features/applications/api/get-applications';
import { useApplicationLenderForm } from '@/features/lender-forms/api/get-application-lender-form';
import { lenderFormKeys } from '@/features/lender-forms/api/get-network-offer-form';
import { useSendApplicationLenderForm } from '@/features/lender-forms/api/send-application-lender-form';
import { LenderFormPanel } from '@/features/lender-forms/components/lender-form-panel';
import { offersKeys } from '@/features/offers/api/get-offers';
import { useDocumentTitle } from '@/lib/document-title';
import { refreshAfterWrite } from '@/lib/query-refresh';
import { notify } from '@/lib/toast';
import { LenderFormFooter, LenderFormLoadError } from './lender-form-states';
import { useSignedOutRedirect } from './use-signed-out-redirect';

/**
 * Issue 17 (ADR 034) /user/applications/:pid/lender-form: the next form a network lender asks for
 * after the customer applied (KYC, then the e-mandate). Once sent, the next form if the lender
 * already asks for one, else the application's status while the lender answers.
 */
export function ApplicationLenderFormRoute() {
  const { t } = useTranslation('offers');
  const { pid: publicId = '' } = useParams();
  const form = useApplicationLenderForm(publicId);
  const send = useSendApplicationLenderForm();
  const signedOut = useSignedOutRedirect(form.error, send.error);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useDocumentTitle(
    form.data ? t('lenderForm.pageTitle', { lender: form.data.lenderName }) : t('handoff.pageTitle'),
  );

  // isFetching: the next form is being read after this one was sent.
  if (signedOut || form.isPending || form.isFetching) return <CenteredSpinner />;
  if (form.isError) return <LenderFormLoadError error={form.error} onRetry={() => void form.refetch()} />;

  const lender = form.data.lenderName;
  return (
    <LenderFormPanel
      // A next form starts with its own values.
      key={`${String(form.data.step)}-${form.data.heading}`}
      form={form.data}
      footer={<LenderFormFooter />}
      onSubmit={async (answers) => {
        const application = await send.mutateAsync({ publicId, answers });
        queryClient.setQueryData(applicationsKeys.one(publicId), application);
        notify('success', t('lenderForm.sentNext', { lender }));
        void refreshAfterWrite(queryClient, applicationsKeys.list());
        // The offer cards show the application's status.
        void refreshAfterWrite(queryClient, offersKeys.all);
        if (application.network?.formDue) {
          await refreshAfterWrite(queryClient, lenderFormKeys.application(publicId));
        } else {
          void navigate(paths.offers.lenderTransaction.getHref(application.lenderSlug));
        }
      }}
    />
  );
}
