import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { partnerByNameResponse, partnerInsuranceResponse } from '@cl/contracts';
import { resetPartnerBrandings } from '@/features/branding/api/get-partner-by-name';
import { changeLanguage, i18n } from '@/lib/i18n';
import { contractReply } from '@/test/contract-reply';
import { defaultBrandReply, renderWithApp, stubFetch } from '@/test/render';
import { InsuranceRoute } from './insurance-route';

// Issue 13: on a white-label partner's site the insurance page names the site's own brand (the
// partner's title, as in the header), not our company name; on our site it names us.

const kavach = {
  name: 'Kavach Insurance Brokers Pvt Ltd',
  licence: 'IRDA/DB 797/19',
  url: 'https://k.example',
};

function serve() {
  return stubFetch((call) => {
    if (call.url.startsWith('/api/get-partner-by-name/vakrangee'))
      return contractReply(partnerByNameResponse, {
        success: true,
        data: { ...defaultBrandReply.body.data, name: 'vakrangee', title: 'Vakrangee Kendra' },
      });
    if (call.url.startsWith('/api/get-partner-by-name/')) return defaultBrandReply;
    return contractReply(partnerInsuranceResponse, {
      success: true,
      data: { partner: kavach, source: 'default' },
    });
  });
}

beforeAll(async () => {
  await i18n.loadNamespaces('offers');
});
afterEach(async () => {
  resetPartnerBrandings();
  await changeLanguage('en');
});

const route = '/user/insurance/transaction';

describe('insurance page brand', () => {
  it("names the white-label partner's brand, in English and Hindi", async () => {
    serve();
    const first = renderWithApp(<InsuranceRoute />, { route: `${route}?partner=vakrangee` });
    expect(
      await screen.findByText(
        'Vakrangee Kendra does not sell insurance. Kavach Insurance Brokers Pvt Ltd, IRDAI licence no. IRDA/DB 797/19, will contact you and arrange it.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/CrediLink/)).toBeNull();
    first.unmount();

    await changeLanguage('hi');
    renderWithApp(<InsuranceRoute />, { route: `${route}?partner=vakrangee` });
    expect(
      await screen.findByText(
        'Vakrangee Kendra बीमा नहीं बेचता। Kavach Insurance Brokers Pvt Ltd, IRDAI लाइसेंस संख्या IRDA/DB 797/19, आपसे संपर्क करेगा और बीमा की व्यवस्था करेगा।',
      ),
    ).toBeTruthy();
  });

  it('names our company on our own site, without asking for a partner brand', async () => {
    const calls = serve();
    renderWithApp(<InsuranceRoute />, { route });
    expect(await screen.findByText(/^CrediLink does not sell insurance\./)).toBeTruthy();
    expect(calls.some((c) => c.url.startsWith('/api/get-partner-by-name/'))).toBe(false);
  });
});
