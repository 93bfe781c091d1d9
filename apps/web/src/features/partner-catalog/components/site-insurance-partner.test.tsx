import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderWithApp } from '@/test/render';
import { SiteInsurancePartner } from './site-insurance-partner';

const kavach = {
  name: 'Kavach Insurance Brokers Pvt Ltd',
  licence: 'IRDA/DB 797/19',
  url: 'https://kavach.example.in/vakrangee',
};

beforeAll(async () => {
  await i18n.loadNamespaces('partner');
});

describe("the partner portal's insurance partner (issue 13)", () => {
  it('shows the partner chosen for the site, read-only', () => {
    renderWithApp(<SiteInsurancePartner insurance={{ partner: kavach, source: 'site' }} />);
    expect(screen.getByText(/chosen for your site/)).toBeTruthy();
    expect(screen.getByText(kavach.name)).toBeTruthy();
    expect(screen.getByText(kavach.licence)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("says when the site uses the marketplace's default, or has none", () => {
    const view = renderWithApp(<SiteInsurancePartner insurance={{ partner: kavach, source: 'default' }} />);
    expect(screen.getByText(/to the marketplace's IRDAI-licensed partner/)).toBeTruthy();
    view.unmount();
    renderWithApp(<SiteInsurancePartner insurance={{ partner: null, source: 'none' }} />);
    expect(screen.getByText(/Insurance is not open on your site yet/)).toBeTruthy();
  });
});
