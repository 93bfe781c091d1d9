import { useTranslation } from 'react-i18next';
import { useCrumbs } from '@/app/routes/partner/partner-crumbs';
import { PartnerPage } from '@/app/routes/partner/partner-page';
import { PartnerQueryView } from '@/app/routes/partner/partner-query-view';
import { usePartner } from '@/app/routes/partner/partner-session-context';
import { useReferral } from '@/features/partner-marketing/api/get-referral';
import { MessageTemplates } from '@/features/partner-marketing/components/message-templates';

/** spec 2 marketing-support/messaging-content: SMS and WhatsApp texts with the partner's link. */
export function MessagingContentRoute() {
  const { t } = useTranslation('partner');
  const partner = usePartner();
  const crumbs = useCrumbs('marketingSupport');
  const referral = useReferral();
  return (
    <PartnerPage
      title={t('pages.messagingContent.title')}
      intro={t('pages.messagingContent.intro')}
      crumbs={crumbs}
    >
      <PartnerQueryView query={referral}>
        {(data) => <MessageTemplates link={data.link} partnerName={partner.partnerName} />}
      </PartnerQueryView>
    </PartnerPage>
  );
}
