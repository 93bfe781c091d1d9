import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ADMIN_API,
  type AdminRole,
  OUTREACH_API,
  adminPartnersResponse,
  trackingLinkResponse,
  trackingLinksResponse,
} from '@cl/contracts';
import { AdminArea } from '@/app/routes/admin/admin-area';
import { i18n } from '@/lib/i18n';
import { adminShellReply } from '@/test/admin-session-reply';
import { adminPartnerFixture } from '@/test/admin-partner';
import { contractReply, errorReply } from '@/test/contract-reply';
import { renderWithApp, stubFetch, type FetchCall } from '@/test/render';

const link = (id: number, name: string, partnerId: number | null, clicks: number) => ({
  id,
  code: `abc${String(id)}xyz`,
  name,
  partnerId,
  targetPath: '/products',
  utmSource: 'sms',
  utmMedium: 'campaign',
  utmCampaign: 'diwali',
  clicks,
  url: `https://credilink.in/t/abc${String(id)}xyz`,
});
const LINKS = [link(2, 'Diwali SMS', 3, 1520), link(1, 'Footer banner', null, 0)];
const PARTNERS = [adminPartnerFixture()];
const MADE = link(9, 'Holi WhatsApp', 3, 0);

type Reply = { status: number; body?: unknown };
function stubApi(role: AdminRole, answer: (call: FetchCall) => Reply | null = () => null) {
  return stubFetch((call) => {
    const own = answer(call);
    if (own) return own;
    if (call.url === OUTREACH_API.trackingLinks && call.method === 'GET')
      return contractReply(trackingLinksResponse, { success: true, data: LINKS });
    if (call.url === OUTREACH_API.trackingLinks)
      return contractReply(trackingLinkResponse, { success: true, data: MADE });
    if (call.url === ADMIN_API.partners)
      return contractReply(adminPartnersResponse, { success: true, data: PARTNERS });
    return adminShellReply(role, call) ?? { status: 200, body: { success: true, data: [] } };
  });
}

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}
async function openPage() {
  renderWithApp(
    <>
      <AdminArea />
      <Where />
    </>,
    { route: '/admin/tracking-links' },
  );
  return screen.findByRole('table', { name: 'Links' }, slow);
}
const slow = { timeout: 8000 };
const posts = (calls: FetchCall[]) => calls.filter((call) => call.method === 'POST');
const type = (label: RegExp, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};
const createButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Create link' });
function fillValid() {
  type(/^Name/, 'Holi WhatsApp');
  type(/Target path/, '/products');
  type(/UTM source/, 'whatsapp');
  type(/UTM medium/, 'partner');
  type(/UTM campaign/, 'holi-2026');
}
function choosePartner(name: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /Partner/ }));
  fireEvent.click(screen.getByRole('option', { name }));
}

describe('/admin/tracking-links', () => {
  beforeAll(async () => {
    await i18n.loadNamespaces(['admin', 'admin-ops']);
  });

  it('lists the links the server answers, with partner, UTM values and clicks', async () => {
    stubApi(1);
    const table = await openPage();
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toContain('Diwali SMS');
    expect(rows[1]?.textContent).toContain('https://credilink.in/t/abc2xyz');
    expect(rows[1]?.textContent).toContain('sms / campaign / diwali');
    expect(rows[1]?.textContent).toContain('1,520');
    await waitFor(() => {
      expect(rows[1]?.textContent).toContain('Paisa Bazaar');
    });
    expect(document.title).toBe('Admin - Tracking links');
  });

  it("says 'No data found' before the first link", async () => {
    stubApi(1, (call) =>
      call.url === OUTREACH_API.trackingLinks && call.method === 'GET'
        ? contractReply(trackingLinksResponse, { success: true, data: [] })
        : null,
    );
    const table = await openPage();
    expect(within(table).getByText('No data found')).toBeTruthy();
  });

  it('creates a link for a partner, shows it ready to copy, and copies it', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const calls = stubApi(1);
    await openPage();
    fillValid();
    choosePartner('Paisa Bazaar (paisabazaar)');
    fireEvent.click(createButton());
    expect(await screen.findByText('Link created')).toBeTruthy();
    expect(posts(calls)).toEqual([
      expect.objectContaining({
        url: OUTREACH_API.trackingLinks,
        body: {
          name: 'Holi WhatsApp',
          partner_id: 3,
          target_path: '/products',
          utm_source: 'whatsapp',
          utm_medium: 'partner',
          utm_campaign: 'holi-2026',
        },
      }),
    ]);
    const made = screen
      .getByText("'Holi WhatsApp' is ready to share:")
      .closest<HTMLElement>('[role="alert"]');
    expect(made?.textContent).toContain(MADE.url);
    fireEvent.click(within(made!).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Link copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(MADE.url);
    expect(screen.getByLabelText<HTMLInputElement>(/^Name/).value).toBe('');
  });

  it('sends partner_id null without a partner, and keeps Create disabled while saving', async () => {
    const calls = stubApi(1);
    let release: (() => void) | undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST') await held;
      return answer(input, init);
    });
    await openPage();
    fillValid();
    fireEvent.click(createButton());
    await waitFor(() => {
      expect(createButton().disabled).toBe(true);
    });
    release?.();
    expect(await screen.findByText('Link created')).toBeTruthy();
    expect(createButton().disabled).toBe(false);
    expect(posts(calls)[0]?.body).toMatchObject({ partner_id: null });
  });

  it('shows the messages of an invalid form, in English and Hindi, and sends nothing', async () => {
    const calls = stubApi(1);
    await openPage();
    type(/^Name/, 'Holi WhatsApp');
    type(/Target path/, 'https://evil.example');
    type(/UTM source/, 'whats app');
    fireEvent.click(createButton());
    expect(await screen.findByText('The target must be a path on this site, like /products')).toBeTruthy();
    expect(screen.getByText('Only letters, digits, _ and - are allowed')).toBeTruthy();
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(posts(calls)).toEqual([]);
    await i18n.changeLanguage('hi');
    expect(await screen.findByText('लक्ष्य इस साइट का कोई पथ होना चाहिए, जैसे /products')).toBeTruthy();
  });

  it("shows the server's message in a toast when creating fails", async () => {
    stubApi(1, (call) =>
      call.url === OUTREACH_API.trackingLinks && call.method === 'POST'
        ? errorReply('No such partner', 400)
        : null,
    );
    await openPage();
    fillValid();
    fireEvent.click(createButton());
    expect(await screen.findByText('No such partner')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/^Name/).value).toBe('Holi WhatsApp');
  });

  it.each([
    [2, '/admin/dashboard'],
    [3, '/admin/csr-portal'],
  ] as const)(
    'sends role %i, which may not open it, to %s, with no Tracking links in its menu',
    async (role, home) => {
      const calls = stubApi(role);
      renderWithApp(
        <>
          <AdminArea />
          <Where />
        </>,
        { route: '/admin/tracking-links' },
      );
      await waitFor(() => {
        expect(screen.getByTestId('where').textContent).toBe(home);
      }, slow);
      const menu = await screen.findByRole('navigation', { name: 'Admin menu' }, slow);
      expect(within(menu).queryByRole('link', { name: 'Tracking links' })).toBeNull();
      expect(calls.some((call) => call.url === OUTREACH_API.trackingLinks)).toBe(false);
    },
  );
});
