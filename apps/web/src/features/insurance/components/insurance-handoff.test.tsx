import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insuranceHandoffResponse, insurancePartnerResponse } from '@cl/contracts';
import { changeLanguage, i18n } from '@/lib/i18n';
import { contractReply } from '@/test/contract-reply';
import { renderWithApp, stubFetch } from '@/test/render';
import { InsuranceHandoff } from './insurance-handoff';

// Issue 13: the page names the site's licensed partner and its IRDAI number before any consent,
// in the customer's language, and says "not open yet" only when the site has no partner at all.

const kavach = {
  name: 'Kavach Insurance Brokers Pvt Ltd',
  licence: 'IRDA/DB 797/19',
  url: 'https://kavach.example.in/vakrangee',
};

function serve(partner: typeof kavach | null) {
  return stubFetch((call) =>
    call.url === '/api/insurance/handoff'
      ? contractReply(insuranceHandoffResponse, { success: true, data: { url: kavach.url, partner: kavach } })
      : contractReply(insurancePartnerResponse, { success: true, data: { partner } }),
  );
}

beforeAll(async () => {
  await i18n.loadNamespaces('offers');
});
afterEach(async () => {
  await changeLanguage('en');
});

describe('insurance hand-off page', () => {
  it("names the site's partner and licence, and hands off only after the consent is ticked", async () => {
    const calls = serve(kavach);
    renderWithApp(<InsuranceHandoff companyName="CrediLink" />);
    expect(
      await screen.findByText(
        'CrediLink does not sell insurance. Kavach Insurance Brokers Pvt Ltd, IRDAI licence no. IRDA/DB 797/19, will contact you and arrange it.',
      ),
    ).toBeTruthy();
    const agree = screen.getByRole('button', { name: 'Agree and continue' });
    expect(agree).toHaveProperty('disabled', true);
    fireEvent.click(
      screen.getByRole('checkbox', {
        name: /shared with Kavach Insurance Brokers Pvt Ltd so that it can contact me/,
      }),
    );
    fireEvent.click(agree);
    const go = await screen.findByRole('link', { name: 'Continue to our insurance partner' });
    expect(go.getAttribute('href')).toBe(kavach.url);
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ consent: true }]);
    expect(screen.queryByText(/not open yet/)).toBeNull();
  });

  it('reads in Hindi with the partner named', async () => {
    await changeLanguage('hi');
    serve(kavach);
    renderWithApp(<InsuranceHandoff companyName="CrediLink" />);
    expect(
      await screen.findByText(
        'CrediLink बीमा नहीं बेचता। Kavach Insurance Brokers Pvt Ltd, IRDAI लाइसेंस संख्या IRDA/DB 797/19, आपसे संपर्क करेगा और बीमा की व्यवस्था करेगा।',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'सहमत हों और आगे बढ़ें' })).toBeTruthy();
  });

  it('says "not open yet" in English and Hindi when the site has no partner, and offers no consent', async () => {
    serve(null);
    const first = renderWithApp(<InsuranceHandoff companyName="CrediLink" />);
    expect(await screen.findByText(/Insurance through our partner is not open yet/)).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    first.unmount();

    await changeLanguage('hi');
    renderWithApp(<InsuranceHandoff companyName="CrediLink" />);
    await waitFor(() => {
      expect(screen.getByText(/हमारे पार्टनर के माध्यम से बीमा अभी शुरू नहीं हुआ है/)).toBeTruthy();
    });
    expect(screen.queryByRole('button', { name: 'सहमत हों और आगे बढ़ें' })).toBeNull();
  });
});
