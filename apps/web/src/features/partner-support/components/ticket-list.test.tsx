import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { partnerTicketThreadResponse, type PartnerTicket, type PartnerTicketThread } from '@cl/contracts';
import { contractReply } from '@/test/contract-reply';
import { renderWithApp, stubFetch } from '@/test/render';
import { TicketList } from './ticket-list';

const TICKET: PartnerTicket = {
  reference: 'TKT-7K3M9Q2X',
  kind: 'tech_support',
  subject: 'Payout report missing',
  message: 'The November payout report does not open.',
  status: 'answered',
  createdAt: '2026-11-23T20:23:00Z',
};
const THREAD: PartnerTicketThread = {
  ...TICKET,
  replies: [
    {
      author: 'admin',
      authorName: null,
      message: 'Fixed: please download it again.',
      createdAt: '2026-11-24T05:00:00Z',
    },
  ],
};

describe('TicketList (issue 15)', () => {
  it("shows the ticket's reference, opens support's answer and sends a reply", async () => {
    const calls = stubFetch((call) =>
      call.url.endsWith('/replies')
        ? contractReply(partnerTicketThreadResponse, { success: true, data: { ...THREAD, status: 'open' } })
        : contractReply(partnerTicketThreadResponse, { success: true, data: THREAD }),
    );
    renderWithApp(<TicketList tickets={[TICKET]} />);
    expect(await screen.findByText(/TKT-7K3M9Q2X · Payout report missing/)).toBeTruthy();
    expect(screen.getByText('Answered')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Replies' }));
    expect(await screen.findByText('Fixed: please download it again.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(/^Support ·/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Reply to support'), { target: { value: 'Thanks, works.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => {
      expect(calls).toContainEqual(
        expect.objectContaining({
          url: '/api/partner/tickets/TKT-7K3M9Q2X/replies',
          method: 'POST',
          body: { message: 'Thanks, works.' },
        }),
      );
    });
  });
});
