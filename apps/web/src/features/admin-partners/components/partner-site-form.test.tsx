import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { adminPartnerResponse, type AdminPartnerRow } from '@cl/contracts';
import { i18n } from '@/lib/i18n';
import { contractReply, errorReply } from '@/test/contract-reply';
import { renderWithApp, stubFetch } from '@/test/render';
import { PartnerSiteForm, splitHosts } from './partner-site-form';

const partner: AdminPartnerRow = {
  id: 7,
  key: 'paymonk',
  displayName: 'PayMonk',
  utm_id: null,
  revenue_percent: null,
  revenue_flat_fee: null,
  logo: '/api/brand-logo/paymonk.svg',
  primaryColor: '#4EC9DB',
  secondaryColor: '#070050',
  fontFamily: 'Roboto',
  fontSource: null,
  title: null,
  tancApply: false,
  hosts: ['paymonk.localhost'],
  insurance: null,
};

beforeAll(async () => {
  await i18n.loadNamespaces('admin');
});

const field = (name: RegExp) => screen.getByRole('textbox', { name });

describe('partner white-label site form (issue 6)', () => {
  it('splits host names on lines, commas and spaces', () => {
    expect(splitHosts(' Loans.PayMonk.in\npaymonk.localhost, x.in ')).toEqual([
      'loans.paymonk.in',
      'paymonk.localhost',
      'x.in',
    ]);
  });

  it('refuses a bad colour and a URL as host, then saves branding and hosts', async () => {
    const calls = stubFetch(() =>
      contractReply(adminPartnerResponse, {
        success: true,
        message: 'Partner updated',
        data: { ...partner, primaryColor: '#1A7F5A' },
      }),
    );
    renderWithApp(<PartnerSiteForm partner={partner} uploadLogo={vi.fn()} uploading={false} />);
    fireEvent.change(field(/Primary colour/), { target: { value: 'green' } });
    fireEvent.change(field(/Host names/), { target: { value: 'https://loans.paymonk.in/' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save site' }));
    expect(await screen.findByText('Enter a colour as # and six hex digits, like #4EC9DB')).toBeTruthy();
    expect(screen.getByText(/Enter a host name like partner.example.in/)).toBeTruthy();
    expect(calls).toHaveLength(0);

    fireEvent.change(field(/Primary colour/), { target: { value: '#1a7f5a' } });
    fireEvent.change(field(/Host names/), { target: { value: 'loans.paymonk.in\npaymonk.localhost' } });
    fireEvent.click(screen.getByRole('switch', { name: /partner's own terms/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save site' }));
    await waitFor(() => {
      expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['PUT /api/admin/partners/7/site']);
    });
    expect(calls[0]?.body).toEqual({
      logo: '/api/brand-logo/paymonk.svg',
      font_family: 'Roboto',
      font_source: null,
      primary_color: '#1a7f5a',
      secondary_color: '#070050',
      title: null,
      tanc_apply: true,
      hosts: ['loans.paymonk.in', 'paymonk.localhost'],
    });
  });

  it('gives an http:// font link a translated field error, and sends nothing (issue 15)', async () => {
    const calls = stubFetch(() => errorReply('Server error', 500));
    renderWithApp(<PartnerSiteForm partner={partner} uploadLogo={vi.fn()} uploading={false} />);
    fireEvent.change(field(/Font stylesheet/), { target: { value: 'http://fonts.example.in/a.css' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save site' }));
    expect(await screen.findByText('Enter an https:// address')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("shows the server's refusal of a host under the hosts box (issue 15)", async () => {
    stubFetch(() =>
      errorReply("This host already opens another partner's site", 400, {
        code: 'BAD_REQUEST',
        fields: { hosts: "This host already opens another partner's site" },
      }),
    );
    renderWithApp(<PartnerSiteForm partner={partner} uploadLogo={vi.fn()} uploading={false} />);
    fireEvent.change(field(/Host names/), { target: { value: 'vakrangee.localhost' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save site' }));
    const shown = await screen.findAllByText("This host already opens another partner's site");
    expect(shown.some((node) => node.closest('.MuiFormControl-root') !== null)).toBe(true);
  });
});
