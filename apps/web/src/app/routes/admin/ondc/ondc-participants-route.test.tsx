import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ONDC_ADMIN_API, ondcParticipantSavedResponse, ondcParticipantsResponse } from '@cl/contracts';
import { contractReply, errorReply } from '@/test/contract-reply';
import { renderWithApp, stubFetch } from '@/test/render';
import { OndcParticipantsRoute } from './ondc-participants-route';

const LENDER = {
  id: 7,
  subscriber_id: 'lender-one.example.in',
  uri: 'https://lender-one.example.in/ondc',
  unique_key_id: 'k1',
  signing_public_key: 'Jm6nJrcr3Nq3P9v5yXf0E6Pr0bVqQ0Qm1LHqvbD5o8s=',
  role: 'BPP' as const,
  enabled: true,
  updated_at: '2026-11-23T20:23:00Z',
};

describe('OndcParticipantsRoute (issue 17)', () => {
  it('lists participants with their key and Indian time, and saves an edit whole', async () => {
    const calls = stubFetch((call) =>
      call.method === 'PUT'
        ? contractReply(ondcParticipantSavedResponse, {
            success: true,
            message: 'Participant saved',
            data: { ...LENDER, enabled: false },
          })
        : contractReply(ondcParticipantsResponse, { success: true, data: [LENDER] }),
    );
    renderWithApp(<OndcParticipantsRoute />);
    expect(await screen.findByText('lender-one.example.in', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(LENDER.signing_public_key)).toBeTruthy();
    // 20:23 UTC on 23 Nov is 01:53 on 24 Nov in India.
    expect(screen.getByText(/24 Nov 2026, 1:53/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit lender-one.example.in' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('switch'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(calls).toContainEqual(
        expect.objectContaining({
          method: 'PUT',
          url: '/api/admin/ondc/participants/7',
          body: {
            subscriber_id: LENDER.subscriber_id,
            uri: LENDER.uri,
            unique_key_id: 'k1',
            signing_public_key: LENDER.signing_public_key,
            role: 'BPP',
            enabled: false,
          },
        }),
      );
    });
  });

  it('refuses a malformed key in the form without calling the server, and shows a refusal', async () => {
    const calls = stubFetch((call) =>
      call.method === 'POST'
        ? errorReply(
            'A participant with subscriber id x.example.in and this role or unique key id already exists',
            409,
          )
        : contractReply(ondcParticipantsResponse, { success: true, data: [] }),
    );
    renderWithApp(<OndcParticipantsRoute />);
    expect(await screen.findByText('No network participants yet.', {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add participant' }));
    const dialog = await screen.findByRole('dialog');
    const field = (name: RegExp) => within(dialog).getByRole('textbox', { name });
    fireEvent.change(field(/Subscriber id/), { target: { value: 'x.example.in' } });
    fireEvent.change(field(/URI/), { target: { value: 'https://x.example.in/ondc' } });
    fireEvent.change(field(/Unique key id/), { target: { value: 'k1' } });
    fireEvent.change(field(/Signing public key/), { target: { value: 'not-a-key' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText(/ed25519 signing public key in base64/)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(field(/Signing public key/), { target: { value: LENDER.signing_public_key } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => {
      expect(calls.filter((c) => c.method === 'POST' && c.url === ONDC_ADMIN_API.participants)).toHaveLength(
        1,
      );
    });
    expect(await screen.findByText(/already exists/)).toBeTruthy();
  });
});
