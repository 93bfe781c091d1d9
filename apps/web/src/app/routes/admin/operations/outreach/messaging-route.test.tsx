import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AdminRole, OUTREACH_API, campaignResponse, campaignsResponse } from '@cl/contracts';
import { AdminArea } from '@/app/routes/admin/admin-area';
import { i18n } from '@/lib/i18n';
import { adminShellReply } from '@/test/admin-session-reply';
import { contractReply, errorReply } from '@/test/contract-reply';
import { renderWithApp, stubFetch, type FetchCall } from '@/test/render';

const CAMPAIGNS = [
  {
    id: 3,
    name: 'Festive rates',
    channel: 'mobile',
    sent: 1250,
    failed: 4,
    createdAt: '2026-03-01T10:00:00.000Z',
  },
  {
    id: 2,
    name: 'Card launch',
    channel: 'email',
    sent: 80,
    failed: 0,
    createdAt: '2026-02-20T10:00:00.000Z',
  },
];
const SENT = {
  id: 4,
  name: 'Holi offer',
  channel: 'mobile',
  sent: 2,
  failed: 1,
  createdAt: '2026-03-05T10:00:00.000Z',
};

type Reply = { status: number; body?: unknown };
function stubApi(role: AdminRole, answer: (call: FetchCall) => Reply | null = () => null) {
  return stubFetch((call) => {
    const own = answer(call);
    if (own) return own;
    if (call.url === OUTREACH_API.campaigns && call.method === 'GET')
      return contractReply(campaignsResponse, { success: true, data: CAMPAIGNS });
    if (call.url === OUTREACH_API.campaigns)
      return contractReply(campaignResponse, { success: true, data: SENT });
    return adminShellReply(role, call) ?? { status: 200, body: { success: true, data: [] } };
  });
}

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}
function openPage() {
  renderWithApp(
    <>
      <AdminArea />
      <Where />
    </>,
    { route: '/admin/messaging' },
  );
}
const slow = { timeout: 8000 };
const posts = (calls: FetchCall[]) => calls.filter((call) => call.method === 'POST');
const type = (label: RegExp, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};
const sendButton = () => screen.getByRole('button', { name: 'Send campaign' });

describe('/admin/messaging', () => {
  beforeAll(async () => {
    await i18n.loadNamespaces(['admin', 'admin-ops']);
  });

  it('lists the campaigns the server answers, with their sent and failed counts', async () => {
    stubApi(1);
    openPage();
    const table = await screen.findByRole('table', { name: 'Campaigns' }, slow);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toContain('Festive rates');
    expect(rows[1]?.textContent).toContain('SMS');
    expect(rows[1]?.textContent).toContain('1,250');
    expect(rows[2]?.textContent).toContain('Email');
    await waitFor(() => {
      expect(document.title).toBe('Admin - Messaging');
    });
  });

  it("says 'No data found' before the first campaign", async () => {
    stubApi(1, (call) =>
      call.url === OUTREACH_API.campaigns && call.method === 'GET'
        ? contractReply(campaignsResponse, { success: true, data: [] })
        : null,
    );
    openPage();
    const table = await screen.findByRole('table', { name: 'Campaigns' }, slow);
    expect(within(table).getByText('No data found')).toBeTruthy();
  });

  it('sends an SMS campaign only after the confirmation, without a subject, and reports the counts', async () => {
    const calls = stubApi(1);
    openPage();
    await screen.findByRole('table', { name: 'Campaigns' }, slow);
    type(/Campaign name/, 'Holi offer');
    type(/^Text/, 'Gold loan rates from 9.5% until Sunday.');
    fireEvent.click(sendButton());
    const confirm = await screen.findByRole('dialog', { name: 'Send this campaign now?' });
    expect(confirm.textContent).toContain('Holi offer');
    expect(posts(calls)).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Campaign sent: 2 sent, 1 failed')).toBeTruthy();
    expect(posts(calls)).toEqual([
      expect.objectContaining({
        url: OUTREACH_API.campaigns,
        body: { name: 'Holi offer', channel: 'mobile', text: 'Gold loan rates from 9.5% until Sunday.' },
      }),
    ]);
    await waitFor(() => {
      expect(screen.getByLabelText<HTMLInputElement>(/Campaign name/).value).toBe('');
    });
  });

  it('sends the subject with an email campaign', async () => {
    const calls = stubApi(1);
    openPage();
    await screen.findByRole('table', { name: 'Campaigns' }, slow);
    fireEvent.click(screen.getByRole('radio', { name: 'Email' }));
    type(/Campaign name/, 'Card launch');
    type(/Subject/, 'A card with no annual fee');
    type(/^Text/, 'Apply in five minutes from your phone.');
    fireEvent.click(sendButton());
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Send this campaign now?' })).getByRole('button', {
        name: 'Send',
      }),
    );
    await waitFor(() => {
      expect(posts(calls)).toHaveLength(1);
    });
    expect(posts(calls)[0]?.body).toEqual({
      name: 'Card launch',
      channel: 'email',
      subject: 'A card with no annual fee',
      text: 'Apply in five minutes from your phone.',
    });
  });

  it('shows the messages of an invalid form and sends nothing', async () => {
    const calls = stubApi(1);
    openPage();
    await screen.findByRole('table', { name: 'Campaigns' }, slow);
    type(/^Text/, 'Hi');
    fireEvent.click(sendButton());
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Please describe your request')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts(calls)).toEqual([]);
  });

  it("shows the server's message in a toast when sending fails, and keeps the form", async () => {
    stubApi(1, (call) =>
      call.url === OUTREACH_API.campaigns && call.method === 'POST'
        ? errorReply('This text is too long', 400)
        : null,
    );
    openPage();
    await screen.findByRole('table', { name: 'Campaigns' }, slow);
    type(/Campaign name/, 'Holi offer');
    type(/^Text/, 'Gold loan rates from 9.5% until Sunday.');
    fireEvent.click(sendButton());
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Send this campaign now?' })).getByRole('button', {
        name: 'Send',
      }),
    );
    expect(await screen.findByText('This text is too long')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/Campaign name/).value).toBe('Holi offer');
  });

  it.each([
    [2, '/admin/dashboard'],
    [3, '/admin/csr-portal'],
  ] as const)(
    'sends role %i, which may not open it, to %s, with no Messaging in its menu',
    async (role, home) => {
      const calls = stubApi(role);
      openPage();
      await waitFor(() => {
        expect(screen.getByTestId('where').textContent).toBe(home);
      }, slow);
      const menu = await screen.findByRole('navigation', { name: 'Admin menu' }, slow);
      expect(within(menu).queryByRole('link', { name: 'Messaging' })).toBeNull();
      expect(calls.some((call) => call.url === OUTREACH_API.campaigns)).toBe(false);
    },
  );
});
