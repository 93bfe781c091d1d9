import { applicationSummary, type ApplicationSummary } from '@cl/contracts';

/**
 * A loan applied for over the ONDC network (issue 17) as the applications calls answer it, parsed
 * through the contracts' schema so a contract change breaks the tests built on it.
 */
export function networkApplicationFixture(overrides: Partial<ApplicationSummary> = {}): ApplicationSummary {
  return applicationSummary.parse({
    publicId: '6f1c2f9e-3a4b-4c5d-8e9f-0a1b2c3d4e5f',
    lenderName: 'Sahyog Finance',
    lenderSlug: 'ondc-7',
    product: 'personal',
    amount: 200000,
    status: 'submitted',
    handoff: 'ondc',
    customerStatus: 'submitted',
    reason: null,
    lenderReference: null,
    disbursedAmount: null,
    disbursedOn: null,
    redirectUrl: null,
    network: { formDue: null, waiting: true },
    createdAt: '2026-11-26T09:40:00.000Z',
    updatedAt: '2026-11-26T09:41:00.000Z',
    timeline: [],
    ...overrides,
  });
}
