import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ondcTransactionResponse } from '@cl/contracts';
import { contractReply } from '@/test/contract-reply';
import { renderWithApp, stubFetch } from '@/test/render';
import { OndcTransactionRoute } from './ondc-transaction-route';

const message = (id: number, over: object) => ({
  id,
  transaction_id: 'tx/1',
  message_id: `m${String(id)}`,
  direction: 'in' as const,
  action: 'on_search',
  sender: 'bpp.example.in',
  target_uri: null,
  at: '2026-11-23T20:23:00Z',
  verified: true,
  key_id: 'bpp.example.in|k1|ed25519',
  ack_status: null,
  ack_error: null,
  body: '{\n  "context": {}\n}',
  ...over,
});

describe('OndcTransactionRoute (issue 17)', () => {
  it('shows every message in order with direction, signature check, keyId and formatted body', async () => {
    const calls = stubFetch(() =>
      contractReply(ondcTransactionResponse, {
        success: true,
        data: {
          transaction_id: 'tx/1',
          messages: [
            message(1, { direction: 'out', action: 'search', ack_status: 'ACK', sender: 'buyer.example.in' }),
            message(2, { verified: false, key_id: null, body: '{\n  "tampered": true\n}' }),
            message(3, {
              action: 'on_select',
              key_id: 'bpp.example.in|k2|ed25519',
              ack_status: 'ACK',
              apply_failure: {
                attempts: 5,
                error: 'quote has no principal',
                failed_at: '2026-11-23T20:30:00Z',
              },
            }),
            message(4, {
              action: 'on_status',
              key_id: 'bpp.example.in|k2|ed25519',
              ack_status: 'ACK',
              apply_failure: { attempts: 2, error: null, failed_at: null },
            }),
          ],
        },
      }),
    );
    renderWithApp(
      <Routes>
        <Route path="/admin/ondc-transactions/:transactionId" element={<OndcTransactionRoute />} />
      </Routes>,
      { route: '/admin/ondc-transactions/tx%2F1' },
    );
    expect(await screen.findByText('search', {}, { timeout: 5000 })).toBeTruthy();
    expect(calls[0]?.url).toBe('/api/admin/ondc/transactions/tx%2F1');
    const items = screen.getAllByRole('listitem');
    expect(items[0]?.textContent).toMatch(/Sent.*search.*Signature verified.*ACK/);
    expect(items[1]?.textContent).toMatch(/Received.*on_search.*Refused: signature not verified/);
    expect(items[0]?.textContent).toContain('buyer.example.in');
    expect(screen.getByText(/keyId: bpp.example.in\|k1\|ed25519/)).toBeTruthy();
    expect(screen.getByText(/unreadable Authorization header/)).toBeTruthy();
    expect(screen.getByLabelText('Body of on_search').textContent).toBe('{\n  "tampered": true\n}');
    // A callback taken but not applied says so, with its handler's last error.
    expect(items[2]?.textContent).toContain(
      'Not applied: its handler failed 5 times and gave up: quote has no principal',
    );
    expect(items[3]?.textContent).toContain('Not applied yet: its handler failed 2 times and will try again');
    expect(items[1]?.textContent).not.toContain('Not applied');
  });
});
