import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { siteInsurancePartnerResponse, type AdminPartnerRow } from '@cl/contracts';
import { changeLanguage, i18n } from '@/lib/i18n';
import { contractReply, errorReply } from '@/test/contract-reply';
import { renderWithApp, stubFetch } from '@/test/render';
import { PartnerInsuranceForm } from './partner-insurance-form';

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
const kavach = {
  name: 'Kavach Insurance Brokers Pvt Ltd',
  url: 'https://kavach.example.in/paymonk',
  licence: 'IRDA/DB 797/19',
};

beforeAll(async () => {
  await i18n.loadNamespaces('admin');
});
afterEach(async () => {
  await changeLanguage('en');
});

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const type = (name: RegExp, value: string) => {
  fireEvent.change(field(name), { target: { value } });
};
const save = (label = 'Save insurance partner') => {
  fireEvent.click(screen.getByRole('button', { name: label }));
};

describe("admin form for a site's insurance partner (issue 13)", () => {
  it('refuses an http:// address and a half-filled partner on their fields, sending nothing', async () => {
    const calls = stubFetch(() => errorReply('Server error', 500));
    renderWithApp(<PartnerInsuranceForm partner={partner} />);
    expect(screen.getByText(/no insurance partner of its own/)).toBeTruthy();
    type(/Registered name/, kavach.name);
    type(/Hand-off address/, 'http://kavach.example.in');
    save();
    expect(await screen.findByText('Enter an https:// address')).toBeTruthy();
    expect(screen.getByText('This field is required')).toBeTruthy(); // the licence
    expect(calls).toHaveLength(0);
  });

  it('shows the refusal in Hindi for a Hindi-speaking admin', async () => {
    await changeLanguage('hi');
    stubFetch(() => errorReply('Server error', 500));
    renderWithApp(<PartnerInsuranceForm partner={partner} />);
    type(/पंजीकृत नाम/, kavach.name);
    type(/आगे भेजने का पता/, 'http://kavach.example.in');
    type(/IRDAI पंजीकरण संख्या/, 'IRDAI');
    save('बीमा पार्टनर सहेजें');
    expect(await screen.findByText('https:// वाला पता लिखें')).toBeTruthy();
    expect(screen.getByText(/IRDAI पंजीकरण संख्या वैसी ही लिखें/)).toBeTruthy();
  });

  it('saves all three fields in one call, and shows a field the server refuses', async () => {
    let refuse = true;
    const calls = stubFetch(() =>
      refuse
        ? errorReply('Enter an https:// address', 400, {
            code: 'VALIDATION',
            fields: { url: 'Enter an https:// address' },
          })
        : contractReply(siteInsurancePartnerResponse, {
            success: true,
            message: 'ok',
            data: { insurance: kavach },
          }),
    );
    renderWithApp(<PartnerInsuranceForm partner={partner} />);
    type(/Registered name/, kavach.name);
    type(/Hand-off address/, kavach.url);
    type(/IRDAI registration number/, 'irda/db 797/19');
    save();
    await waitFor(() => {
      expect(field(/Hand-off address/).getAttribute('aria-invalid')).toBe('true');
    });
    refuse = false;
    save();
    await waitFor(() => {
      expect(calls).toHaveLength(2);
    });
    expect(calls[1]).toMatchObject({
      method: 'PUT',
      url: '/api/admin/partners/7/insurance',
      body: { name: kavach.name, url: kavach.url, licence: 'irda/db 797/19' },
    });
    await waitFor(() => {
      expect(field(/IRDAI registration number/)).toHaveProperty('value', 'IRDA/DB 797/19');
    });
  });

  it('clears the partner with three empty fields (the site then uses the default)', async () => {
    const calls = stubFetch(() =>
      contractReply(siteInsurancePartnerResponse, {
        success: true,
        message: 'ok',
        data: { insurance: null },
      }),
    );
    renderWithApp(<PartnerInsuranceForm partner={{ ...partner, insurance: kavach }} />);
    expect(
      screen.getByText(/hands insurance to Kavach Insurance Brokers Pvt Ltd \(IRDAI no\. IRDA\/DB 797\/19\)/),
    ).toBeTruthy();
    for (const name of [/Registered name/, /Hand-off address/, /IRDAI registration number/]) type(name, '');
    save();
    await waitFor(() => {
      expect(calls.map((c) => c.body)).toEqual([{ name: '', url: '', licence: '' }]);
    });
  });
});
