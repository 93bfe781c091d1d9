import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PartnerEligibilityRow } from '@cl/contracts';
import { changeLanguage, i18n } from '@/lib/i18n';
import { renderWithApp } from '@/test/render';
import { EligibilityTable } from './eligibility-table';

const earlySalary: PartnerEligibilityRow = {
  lenderId: 1,
  criteria: 'EarlySalary',
  age: '21-55',
  employment: 'Salaried',
  monthlyNetIncome: 20000,
  minLoan: 8000,
  maxLoan: 400000,
  cibil: '700+',
  journey: 'App',
};
const sparse: PartnerEligibilityRow = {
  lenderId: 2,
  criteria: 'Sparse Finance',
  age: 'NA',
  employment: '',
  monthlyNetIncome: null,
  minLoan: null,
  maxLoan: 5000000,
  cibil: 'NA',
  journey: 'Web/App',
};

beforeAll(async () => {
  await i18n.loadNamespaces('partner');
  await i18n.loadLanguages('hi');
});

const cells = (name: string) =>
  within(screen.getByRole('row', { name: new RegExp(`^${name}`) }))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('EligibilityTable (spec 2 Eligibility Criteria)', () => {
  it("has the spec's columns, in order", () => {
    renderWithApp(<EligibilityTable rows={[earlySalary]} />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Criteria',
      'Age',
      'Salaried/Selfemployed',
      'Monthly net income',
      'Min loan',
      'Max loan',
      'Cibil',
      'Lender Journey',
    ]);
    expect(cells('EarlySalary')).toEqual([
      '21-55',
      'Salaried',
      '₹20,000',
      '₹8,000',
      '₹4,00,000',
      '700+',
      'App',
    ]);
  });

  it('shows NA for missing numbers, blank text and NA from the server', () => {
    renderWithApp(<EligibilityTable rows={[earlySalary, sparse]} />);
    expect(cells('Sparse Finance')).toEqual(['NA', 'NA', 'NA', 'NA', '₹50,00,000', 'NA', 'Web/App']);
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });

  it('translates headers and coded values into Hindi', async () => {
    await changeLanguage('hi');
    renderWithApp(<EligibilityTable rows={[earlySalary]} />);
    expect(screen.getByRole('columnheader', { name: 'मासिक शुद्ध आय' })).toBeTruthy();
    expect(cells('EarlySalary')).toContain('नौकरीपेशा');
    expect(cells('EarlySalary')).toContain('ऐप');
  });
});
