import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { applicationResponse, applyResponse, type ApplicationSummary } from '@cl/contracts';
import { contractReply, errorReply } from '@/test/contract-reply';
import { i18n } from '@/lib/i18n';
import { renderWithApp, stubFetch } from '@/test/render';
import { ApplyPanel } from './apply-panel';

const request = {
  lender_id: 3,
  product: 'personal' as const,
  amount: 200000,
  tenure_months: 24,
  kfs_version: 'kfs-0123456789ab',
};

const created: ApplicationSummary = {
  publicId: '6f1c2f9e-3a4b-4c5d-8e9f-0a1b2c3d4e5f',
  lenderName: 'CASHe',
  lenderSlug: 'cashe',
  product: 'personal',
  amount: 200000,
  status: 'created',
  handoff: 'api',
  customerStatus: 'created',
  reason: null,
  lenderReference: null,
  disbursedAmount: null,
  disbursedOn: null,
  redirectUrl: null,
  network: null,
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
  timeline: [
    {
      status: 'created',
      source: 'customer',
      note: null,
      noteCode: null,
      noteValues: null,
      at: '2026-11-22T10:00:00.000Z',
    },
  ],
};

const sentKey = z.object({ idempotency_key: z.string() });

beforeAll(async () => {
  await i18n.loadNamespaces('offers');
});

const applyButton = () => screen.getByRole('button', { name: 'Apply to CASHe' });

function renderPanel() {
  return renderWithApp(<ApplyPanel lenderName="CASHe" request={request} onKfsChanged={vi.fn()} />);
}

describe('ApplyPanel (issue 4: acknowledged KFS, idempotent submit)', () => {
  it('starts unticked and keeps Apply disabled until the KFS is acknowledged', () => {
    stubFetch(() => errorReply('Server error', 500));
    renderPanel();
    const box = screen.getByRole('checkbox', { name: /read and understood the Key Fact Statement of CASHe/ });
    expect(box).toHaveProperty('checked', false);
    expect(applyButton()).toHaveProperty('disabled', true);
    fireEvent.click(box);
    expect(applyButton()).toHaveProperty('disabled', false);
  });

  it('reuses the idempotency key when the customer retries after a failed send', async () => {
    let attempt = 0;
    const calls = stubFetch((call) => {
      if (call.method === 'POST') {
        attempt += 1;
        return attempt === 1
          ? new TypeError('Failed to fetch')
          : contractReply(applyResponse, { success: true, data: created, created: true });
      }
      return contractReply(applicationResponse, { success: true, data: created });
    });
    renderPanel();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(applyButton());
    expect(await screen.findByText('Failed to fetch')).toBeTruthy();
    fireEvent.click(applyButton());
    expect(await screen.findByText('Sent to CASHe')).toBeTruthy();

    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(2);
    const keys = posts.map((call) => sentKey.parse(call.body).idempotency_key);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(posts[0]?.body).toMatchObject({ ...request });
  });

  it('sends a double click once', async () => {
    const calls = stubFetch(() =>
      contractReply(applyResponse, { success: true, data: created, created: true }),
    );
    renderPanel();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(applyButton());
    fireEvent.click(applyButton());
    await screen.findByText('Sent to CASHe');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it("shows the server's de-dupe message and does not send anything else", async () => {
    const message =
      'You already applied to CASHe on 20 Nov 2026. You can apply to them again after 20 Dec 2026';
    const calls = stubFetch(() => errorReply(message, 409, { code: 'CONFLICT' }));
    renderPanel();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(applyButton());
    expect(await screen.findByText(message)).toBeTruthy();
    await waitFor(() => {
      expect(applyButton()).toHaveProperty('disabled', false);
    });
    expect(calls).toHaveLength(1);
  });

  it('asks to read the new KFS when the terms changed', async () => {
    stubFetch(() => errorReply("The lender's terms have changed.", 409, { code: 'KFS_CHANGED' }));
    const onKfsChanged = vi.fn();
    renderWithApp(<ApplyPanel lenderName="CASHe" request={request} onKfsChanged={onKfsChanged} />);
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(applyButton());
    fireEvent.click(await screen.findByRole('button', { name: 'Read the new KFS' }));
    expect(onKfsChanged).toHaveBeenCalled();
    expect(applyButton()).toHaveProperty('disabled', true);
  });
});
