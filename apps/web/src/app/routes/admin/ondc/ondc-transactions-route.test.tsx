import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ONDC_ADMIN_API,
  ondcFailuresResponse,
  ondcMessageRetriedResponse,
  ondcQuoteDisagreementsResponse,
  ondcTransactionsResponse,
} from '@cl/contracts';
import { contractReply } from '@/test/contract-reply';
import { renderWithApp, stubFetch } from '@/test/render';
import { OndcTransactionsRoute } from './ondc-transactions-route';

const row = (n: number) => ({
  transaction_id: `tx-${String(n)}`,
  first_action: 'search',
  last_action: 'on_confirm',
  messages: 9,
  refused: 1,
  nacks: 0,
  first_at: '2026-11-23T20:23:00Z',
  last_at: '2026-11-23T20:25:00Z',
});

const failedApply = {
  id: 5,
  transaction_id: 'tx-1',
  message_id: 'm5',
  direction: 'in' as const,
  action: 'on_select',
  sender: 'bpp.example.in',
  target_uri: null,
  at: '2026-11-23T20:24:30Z',
  verified: true,
  key_id: 'bpp.example.in|k2|ed25519',
  ack_status: 'ACK' as const,
  ack_error: null,
  apply_failure: { attempts: 5, error: 'quote has no principal', failed_at: '2026-11-23T20:30:00Z' },
};

describe('OndcTransactionsRoute (issue 17)', () => {
  it('lists transactions by page, links each to its messages, and shows the network failures', async () => {
    const calls = stubFetch((call) =>
      call.method === 'POST'
        ? contractReply(ondcMessageRetriedResponse, {
            success: true,
            message: 'Handed back',
            data: { ...failedApply, ack_status: 'ACK', apply_failure: null },
          })
        : call.url.startsWith(ONDC_ADMIN_API.quoteDisagreements)
          ? contractReply(ondcQuoteDisagreementsResponse, {
              success: true,
              data: {
                total: 1,
                page: 1,
                pageSize: 25,
                rows: [
                  {
                    id: 9,
                    transaction_id: 'tx-1',
                    lender: 'Sahyog Finance',
                    sender: 'bpp.example.in',
                    message_id: 'sel-1',
                    codes: ['INSTALLMENT_AMOUNT', 'ANNUAL_PERCENTAGE_RATE'],
                    at: '2026-11-23T20:26:00Z',
                  },
                ],
              },
            })
          : call.url.startsWith(ONDC_ADMIN_API.failures)
            ? contractReply(ondcFailuresResponse, {
                success: true,
                data: {
                  total: 3,
                  page: 1,
                  pageSize: 25,
                  rows: [
                    {
                      id: 5,
                      transaction_id: 'tx-1',
                      message_id: 'm5',
                      direction: 'in',
                      action: 'on_select',
                      sender: 'bpp.example.in',
                      target_uri: null,
                      at: '2026-11-23T20:24:30Z',
                      verified: true,
                      key_id: 'bpp.example.in|k2|ed25519',
                      ack_status: 'ACK',
                      ack_error: null,
                      apply_failure: {
                        attempts: 5,
                        error: 'quote has no principal',
                        failed_at: '2026-11-23T20:30:00Z',
                      },
                    },
                    {
                      id: 4,
                      transaction_id: 'tx-1',
                      message_id: 'm4',
                      direction: 'out',
                      action: 'select',
                      sender: 'buyer.example.in',
                      target_uri: 'https://bpp.example.in/select',
                      at: '2026-11-23T20:24:00Z',
                      verified: true,
                      key_id: 'buyer.example.in|k1|ed25519',
                      ack_status: 'NACK',
                      ack_error: '{\n  "code": "30016"\n}',
                    },
                    {
                      id: 3,
                      transaction_id: 'tx-2',
                      message_id: 'm3',
                      direction: 'out',
                      action: 'confirm',
                      sender: 'buyer.example.in',
                      target_uri: 'https://bpp.example.in/confirm',
                      at: '2026-11-23T20:20:00Z',
                      verified: true,
                      key_id: 'buyer.example.in|k1|ed25519',
                      ack_status: null,
                      ack_error: null,
                    },
                  ],
                },
              })
            : contractReply(ondcTransactionsResponse, {
                success: true,
                data: {
                  total: 30,
                  page: call.url.endsWith('page=2') ? 2 : 1,
                  pageSize: 25,
                  rows: [row(call.url.endsWith('page=2') ? 2 : 1)],
                },
              }),
    );
    renderWithApp(<OndcTransactionsRoute />);
    const table = await screen.findByRole('table', { name: 'ONDC transactions' }, { timeout: 5000 });
    const link = await within(table).findByRole('link', { name: 'tx-1' });
    expect(link.getAttribute('href')).toBe('/admin/ondc-transactions/tx-1');
    expect(screen.getAllByText(/24 Nov 2026, 1:53/).length).toBeGreaterThan(0);
    expect(screen.getByText(/"code": "30016"/)).toBeTruthy();
    expect(screen.getByText('NACK', { selector: 'td' })).toBeTruthy();
    // A call of ours the lender never answered (no ACK, no NACK) says so.
    const unanswered = screen.getByText('No answer (neither ACK nor NACK)').closest('tr');
    expect(unanswered?.textContent).toContain('confirm');
    // Offers whose figures do not add up, with the codes that differ.
    const quotes = await screen.findByRole('table', { name: 'Offers whose figures do not add up' });
    const quote = within(quotes).getByText('Sahyog Finance').closest('tr');
    expect(quote?.textContent).toContain('INSTALLMENT_AMOUNT, ANNUAL_PERCENTAGE_RATE');
    expect(within(quotes).getByRole('link', { name: 'tx-1' }).getAttribute('href')).toBe(
      '/admin/ondc-transactions/tx-1',
    );
    // A callback taken (ACK) but never applied shows why, not as a NACK.
    const failures = screen.getByRole('table', { name: 'Network failures' });
    const applyFailed = within(failures).getByText('Not applied after 5 tries').closest('tr');
    expect(applyFailed?.textContent).toContain('quote has no principal');
    expect(applyFailed?.textContent).toContain('on_select');
    // Only that row can be handed back; the click posts its id and reads the failures again.
    expect(within(failures).getAllByRole('button', { name: /Apply .* again/ })).toHaveLength(1);
    const failureReads = () => calls.filter((c) => c.url.startsWith(ONDC_ADMIN_API.failures)).length;
    const readsBefore = failureReads();
    fireEvent.click(within(failures).getByRole('button', { name: 'Apply on_select m5 again' }));
    await waitFor(() => {
      expect(failureReads()).toBeGreaterThan(readsBefore);
    });
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/admin/ondc/messages/5/retry',
    ]);

    fireEvent.click(screen.getAllByRole('button', { name: 'Next' })[0] as HTMLElement);
    await waitFor(() => {
      expect(calls.some((c) => c.url === `${ONDC_ADMIN_API.transactions}?page=2`)).toBe(true);
    });
    expect(
      await within(screen.getByRole('table', { name: 'ONDC transactions' })).findByRole('link', {
        name: 'tx-2',
      }),
    ).toBeTruthy();
    // The failures keep their own page.
    expect(calls.filter((c) => c.url.startsWith(ONDC_ADMIN_API.failures)).map((c) => c.url)).not.toContain(
      `${ONDC_ADMIN_API.failures}?page=2`,
    );
  });
});
