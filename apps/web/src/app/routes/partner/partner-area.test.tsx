import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_API, partnerDashboardResponse, partnerSessionResponse } from '@cl/contracts';
import { i18n } from '@/lib/i18n';
import { contractReply, errorReply } from '@/test/contract-reply';
import { defaultBrandReply, renderWithApp, stubFetch } from '@/test/render';
import { PartnerArea } from './partner-area';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

const session = (masquerade: boolean, idleTimeoutSeconds = 3600) =>
  contractReply(partnerSessionResponse, {
    success: true,
    data: {
      partnerId: 2,
      partnerKey: 'vakrangee',
      partnerName: 'Vakrangee',
      userName: 'Vakrangee owner',
      masquerade,
      idleTimeoutSeconds,
    },
  });

function stubPartner(signedIn: boolean, masquerade = false, idleTimeoutSeconds = 3600) {
  return stubFetch((call) => {
    if (call.url.startsWith(PARTNER_API.session)) {
      return signedIn ? session(masquerade, idleTimeoutSeconds) : errorReply('Please sign in', 401);
    }
    if (call.url.startsWith('/api/get-partner-by-name')) return defaultBrandReply;
    if (call.url.startsWith(PARTNER_API.dashboard)) {
      return contractReply(partnerDashboardResponse, {
        success: true,
        data: {
          from: '2026-10-23',
          to: '2026-11-21',
          leads: 12,
          applications: 5,
          approvals: 3,
          disbursals: 2,
          disbursedPaise: 350000_00,
          earnedPaise: 5250_00,
          daily: [],
        },
      });
    }
    return errorReply('Not found', 404);
  });
}

const where = () => screen.getByTestId('where').textContent;
const renderAt = (route: string) =>
  renderWithApp(
    <>
      <PartnerArea />
      <Where />
    </>,
    { route },
  );

describe('PartnerArea guards (spec 6)', () => {
  beforeAll(async () => {
    await i18n.loadNamespaces(['partner', 'auth']);
  });

  it('sends a visitor without a partner session to /partner/login', async () => {
    stubPartner(false);
    renderAt('/partner/reports');
    await waitFor(() => {
      expect(where()).toBe('/partner/login');
    });
    expect(await screen.findByRole('button', { name: 'Get OTP' })).toBeTruthy();
  });

  it('sends a signed-in partner from the login page to the dashboard', async () => {
    stubPartner(true);
    renderAt('/vakrangee/partner/login');
    await waitFor(() => {
      expect(where()).toBe('/partner');
    });
    expect(await screen.findByText('₹5,250.00', undefined, { timeout: 10_000 })).toBeTruthy(); // lazy page with charts
    const menu = screen.getAllByRole('navigation', { name: 'Partner menu' })[0];
    expect(menu && within(menu).getByRole('link', { name: 'Reports' })).toBeTruthy();
    expect(screen.queryByText(/You are viewing as/)).toBeNull();
  });

  it('shows the masquerade banner with Exit when an admin views as the partner', async () => {
    stubPartner(true, true);
    renderAt('/partner');
    expect(await screen.findByText('You are viewing as Vakrangee')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exit' })).toBeTruthy();
  });

  it("prompts before the partner's idle timeout ends the session, counting down (spec 4)", async () => {
    stubPartner(true, false, 62); // the prompt is due 60 s before the end: after about 2 s
    renderAt('/partner');
    const dialog = await screen.findByRole('dialog', { name: 'Are you still there?' }, { timeout: 5000 });
    expect(within(dialog).getByText(/signed out in (60|61|62) seconds/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Stay Logged In!' })).toBeTruthy();
  });

  it('shows a not-found page inside the portal for an unknown partner page', async () => {
    stubPartner(true);
    renderAt('/partner/nope');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Go to the dashboard' }));
    await waitFor(() => {
      expect(where()).toBe('/partner');
    });
  });
});
