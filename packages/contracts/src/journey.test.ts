import { describe, expect, it } from 'vitest';
import { guardCustomerPath } from './journey-guard.ts';
import { nextJourneyStep, type JourneyState } from './journey.ts';

const base: JourneyState = {
  userId: 7,
  verified: true,
  productType: 'Personal Loans',
  pl_completed: 0,
  bl_completed: 0,
  gl_completed: 0,
  hl_completed: 0,
  answeredProducts: [],
  returningConfirmed: false,
};

describe('nextJourneyStep (spec 4)', () => {
  it.each<[string, Partial<JourneyState>, string]>([
    ['no user id', { userId: null }, '/'],
    ['not verified', { verified: false }, '/verification'],
    ['no product', { productType: null }, '/products'],
    ['PL incomplete', {}, '/user/user-detail'],
    ['PL complete, returning flag missing', { pl_completed: 1 }, '/user/welcome-back'],
    ['PL complete, confirmed', { pl_completed: 1, returningConfirmed: true }, '/user/offers'],
    ['student loan follows the PL journey', { productType: 'Student Loans' }, '/user/user-detail'],
    ['BL incomplete', { productType: 'Business Loans' }, '/user/business-detail'],
    ['BL complete', { productType: 'Business Loans', bl_completed: 1 }, '/user/business-welcome-back'],
    [
      'BL confirmed',
      { productType: 'Business Loans', bl_completed: 1, returningConfirmed: true },
      '/user/business-offers',
    ],
    ['gold incomplete', { productType: 'Gold Loans' }, '/user/user-detail/gold-loan'],
    ['gold complete asks the server', { productType: 'Gold Loans', gl_completed: 1 }, 'server'],
    [
      'housing incomplete',
      { productType: 'Affordable Housing Loan' },
      '/user/user-detail/affordable-housing-loan',
    ],
    ['home loans complete asks the server', { productType: 'Home Loans', hl_completed: 1 }, 'server'],
    ['credit cards', { productType: 'Credit Cards' }, '/user/credit-card'],
    ['insurance', { productType: 'Other Insurance' }, '/user/insurance/transaction'],
    ['deals', { productType: 'Deals' }, '/user/deals'],
    ['student loans, as personal', { productType: 'Student Loans' }, '/user/user-detail'],
    ['car loans, as personal', { productType: 'Car Loans' }, '/user/user-detail'],
    // ADR 015: the personal profile done, the car's own questions not yet answered.
    [
      'car loans after a personal loan, confirmed: the car form',
      { productType: 'Car Loans', pl_completed: 1, returningConfirmed: true },
      '/user/user-detail',
    ],
    [
      'car loans after a personal loan, not confirmed: the check first',
      { productType: 'Car Loans', pl_completed: 1 },
      '/user/welcome-back',
    ],
    [
      'car loans answered: offers',
      { productType: 'Car Loans', pl_completed: 1, answeredProducts: ['car'], returningConfirmed: true },
      '/user/offers',
    ],
    [
      'student loans with only the car answered: the student form',
      { productType: 'Student Loans', pl_completed: 1, answeredProducts: ['car'], returningConfirmed: true },
      '/user/user-detail',
    ],
  ])('%s', (_name, change, expected) => {
    expect(nextJourneyStep({ ...base, ...change })).toBe(expected);
  });
});

describe('guardCustomerPath (spec 4, 6)', () => {
  it.each<[string, string, Partial<JourneyState>, string | null]>([
    ['offers without user', '/user/offers', { userId: null }, '/'],
    ['offers unverified', '/user/offers', { verified: false }, '/verification'],
    ['offers without product', '/user/offers', { productType: null }, '/products'],
    ['offers with incomplete PL', '/user/offers', {}, '/user/user-detail'],
    ['offers without returning flag', '/user/offers', { pl_completed: 1 }, '/user/welcome-back'],
    ['offers allowed', '/user/offers', { pl_completed: 1, returningConfirmed: true }, null],
    [
      'car offers after a personal loan only: the car form',
      '/user/offers',
      { productType: 'Car Loans', pl_completed: 1, returningConfirmed: true },
      '/user/user-detail',
    ],
    [
      'car offers once the car is answered',
      '/user/offers',
      { productType: 'Car Loans', pl_completed: 1, answeredProducts: ['car'], returningConfirmed: true },
      null,
    ],
    ['PL detail with business product', '/user/user-detail', { productType: 'Business Loans' }, '/products'],
    ['gold detail with PL product', '/user/user-detail/gold-loan', {}, '/products'],
    ['gold detail with gold product', '/user/user-detail/gold-loan', { productType: 'Gold Loans' }, null],
    [
      'housing detail with home loans',
      '/user/user-detail/affordable-housing-loan',
      { productType: 'Home Loans' },
      null,
    ],
    [
      'business offers incomplete',
      '/user/business-offers',
      { productType: 'Business Loans' },
      '/user/business-detail',
    ],
    [
      'business offers, returning flag missing',
      '/user/business-offers',
      { productType: 'Business Loans', bl_completed: 1 },
      '/user/business-welcome-back',
    ],
    ['welcome-back before PL complete', '/user/welcome-back', {}, '/user/user-detail'],
    [
      'PL detail editable once confirmed',
      '/user/user-detail',
      { pl_completed: 1, returningConfirmed: true },
      null,
    ],
    [
      'PL detail of a returning customer: check first',
      '/user/user-detail',
      { pl_completed: 1 },
      '/user/welcome-back',
    ],
    [
      'lender page needs the chosen loan family ready for offers',
      '/user/lenders-transaction/cashe',
      { productType: 'Gold Loans' },
      '/user/user-detail/gold-loan',
    ],
    ['credit card page needs the card product', '/user/credit-card', {}, '/products'],
  ])('%s', (_name, path, change, expected) => {
    expect(guardCustomerPath(path, { ...base, ...change })).toBe(expected);
  });
});
