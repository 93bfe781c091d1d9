import type { AdminPartnerRow } from '@cl/contracts';

/** A partner as GET ADMIN_API.partners lists it (contracts' adminPartnerRow). */
export function adminPartnerFixture(overrides: Partial<AdminPartnerRow> = {}): AdminPartnerRow {
  return {
    id: 3,
    key: 'paisabazaar',
    displayName: 'Paisa Bazaar',
    utm_id: null,
    revenue_percent: null,
    revenue_flat_fee: null,
    logo: '/api/brand-logo/paisabazaar.svg',
    primaryColor: '#4EC9DB',
    secondaryColor: '#070050',
    fontFamily: 'Roboto',
    fontSource: null,
    title: null,
    tancApply: false,
    hosts: [],
    insurance: null,
    ...overrides,
  };
}
