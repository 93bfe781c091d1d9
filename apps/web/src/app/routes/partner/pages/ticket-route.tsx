import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useCrumbs } from '@/app/routes/partner/partner-crumbs';
import { PartnerPage } from '@/app/routes/partner/partner-page';
import { PartnerQueryView } from '@/app/routes/partner/partner-query-view';
import { useTickets } from '@/features/partner-support/api/get-tickets';
import { TicketForm, type TicketKind } from '@/features/partner-support/components/ticket-form';
import { TicketList } from '@/features/partner-support/components/ticket-list';

const PAGE = { tech_support: 'techSupport', general_query: 'generalQuery' } as const;

/** spec 2 communication/tech-support and general-query: open a ticket, follow my tickets. */
export function TicketRoute({ kind }: { kind: TicketKind }) {
  const { t } = useTranslation('partner');
  const crumbs = useCrumbs('communication');
  const tickets = useTickets();
  const page = PAGE[kind];
  return (
    <PartnerPage title={t(`pages.${page}.title`)} intro={t(`pages.${page}.intro`)} crumbs={crumbs}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' },
          alignItems: 'start',
        }}
      >
        <TicketForm key={kind} kind={kind} />
        <PartnerQueryView query={tickets}>{(data) => <TicketList tickets={data} />}</PartnerQueryView>
      </Box>
    </PartnerPage>
  );
}
