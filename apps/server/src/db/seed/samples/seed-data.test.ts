// Sample data (not real lender terms).
// Invariants of the seed data: what the spec fixes, and what other code relies on.
import { describe, it, expect } from 'vitest';
import {
  CREDIT_SCORE_CLASSES,
  DEFAULT_BRAND,
  EMPLOYMENT_STATUS,
  LENDER_JOURNEYS,
  LENDER_PRODUCTS,
  TICKET_CLASSES,
} from '@cl/contracts';
import { SEED_LANGUAGES } from './languages.ts';
import { SEED_OPTION_LISTS } from './option-lists.ts';
import { SEED_LENDERS } from './lenders.ts';
import { SEED_CO_BRANDS, SEED_PARTNERS } from './partners.ts';
import { SEED_CREDIT_CARDS } from './credit-cards.ts';
import { SEED_REVENUE_TYPES } from './revenue-types.ts';
import { initialsOf, partnerLogoSvg } from '../logos.ts';

const SPEC_PARTNER_KEYS = [
  'vakrangee',
  'fastpay',
  'comparewise',
  'gsunite',
  'moneychamp',
  'iwebtechno',
  'toshanipremium',
  'faydapay',
  'vakrangeegold',
  'askcredit',
  'lidservices',
  'paymonk',
  'jeevan-utthan',
  'inforts',
  '1touchpe',
  'ezeepay',
  'dirsti',
  'visitmyloan',
  'winoraa',
  'ygocompany',
  'nitya_finance',
  'daypfinance',
  'aadarsh_finance',
  'realzone',
  'moneyflow',
  'webpe',
  'viren',
  'moral-e-suvidha',
  'yoke',
  'indezon',
  'dhanvriddhiassurance',
  'fivekcr',
  'saralpe',
];

const NAMED_LENDERS: Record<string, string> = {
  cashe: 'CASHe',
  'money-view': 'MoneyView',
  upwards: 'Upwards',
  'money-tap': 'MoneyTap',
  nira: 'Nira',
  kreditbee: 'KreditBee',
  finzy: 'Finzy',
  earlysalary: 'EarlySalary',
  muthootgold: 'Muthoot Gold',
  indiagold: 'indiagold',
};

const scoreId = (value: string): number | undefined =>
  CREDIT_SCORE_CLASSES.find((c) => c.value === value)?.id;

describe('languages', () => {
  it('has English as the only default (India, 91) and Hindi', () => {
    expect(SEED_LANGUAGES.map((l) => [l.id, l.code])).toEqual([
      [1, 'en'],
      [2, 'hi'],
    ]);
    expect(SEED_LANGUAGES.filter((l) => l.isDefault).map((l) => l.code)).toEqual(['en']);
    for (const l of SEED_LANGUAGES) {
      expect(l.countryKey).toBe('IN');
      expect(l.phoneCode).toBe('91');
    }
  });
});

describe('option lists', () => {
  it('has ids 1..N and unique keys', () => {
    expect(SEED_OPTION_LISTS.map((l) => l.id)).toEqual(SEED_OPTION_LISTS.map((_, i) => i + 1));
    expect(new Set(SEED_OPTION_LISTS.map((l) => l.key)).size).toBe(SEED_OPTION_LISTS.length);
  });

  it('has non-empty English and Hindi labels and unique item ids in every list', () => {
    for (const list of SEED_OPTION_LISTS) {
      expect(list.items.length, list.key).toBeGreaterThan(0);
      expect(new Set(list.items.map((i) => i.id)).size, list.key).toBe(list.items.length);
      for (const item of list.items) {
        expect(item.value.trim(), `${list.key} ${item.id}`).not.toBe('');
        expect(item.valueHi.trim(), `${list.key} ${item.id}`).not.toBe('');
      }
    }
  });

  it('writes Hindi labels in Devanagari', () => {
    for (const list of SEED_OPTION_LISTS) {
      if (list.key === 'creditScoreClass' || list.key === 'ticketClass') continue;
      const devanagari = list.items.filter((i) => /\p{Script=Devanagari}/u.test(i.valueHi));
      expect(devanagari.length, list.key).toBe(list.items.length);
    }
  });

  const byKey = (key: string) => SEED_OPTION_LISTS.find((l) => l.key === key);

  it('uses the EMPLOYMENT_STATUS codes as employmentStatus ids', () => {
    const ids = byKey('employmentStatus')?.items.map((i) => i.id);
    expect(ids).toEqual(Object.values(EMPLOYMENT_STATUS).sort((a, b) => a - b));
  });

  it('maps ticketClass and creditScoreClass from the contracts', () => {
    expect(byKey('ticketClass')?.items.map((i) => [i.id, i.value])).toEqual(
      TICKET_CLASSES.map((c) => [c.id, c.value]),
    );
    expect(byKey('creditScoreClass')?.items.map((i) => [i.id, i.value])).toEqual(
      CREDIT_SCORE_CLASSES.map((c) => [c.id, c.value]),
    );
  });

  it('has a household income band ending at the ₹3,00,000 declaration threshold', () => {
    expect(byKey('householdIncome')?.items.some((i) => i.value.endsWith('₹3,00,000'))).toBe(true);
  });

  it('has the lists a loan profile form needs', () => {
    for (const key of [
      'communicationPreference',
      'salaryMode',
      'gender',
      'genderShort',
      'residenceType',
      'education',
      'maritalStatus',
      'jobSector',
      'workStatus',
      'businessRegistrationType',
      'businessYears',
      'businessTurnover',
      'businessType',
      'professionType',
      'loanPurpose',
    ]) {
      expect(byKey(key), key).toBeDefined();
    }
  });
});

describe('lenders', () => {
  it('has the 23 spec lenders and 3 product lenders, with unique kebab-case slugs, including the named ones', () => {
    expect(SEED_LENDERS).toHaveLength(26);
    const slugs = SEED_LENDERS.map((l) => l.slug);
    expect(new Set(slugs).size).toBe(26);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    for (const [slug, name] of Object.entries(NAMED_LENDERS)) {
      expect(SEED_LENDERS.find((l) => l.slug === slug)?.name, slug).toBe(name);
    }
  });

  it('has the EarlySalary row as the spec gives it', () => {
    expect(SEED_LENDERS.find((l) => l.slug === 'earlysalary')).toMatchObject({
      name: 'EarlySalary',
      minAge: 21,
      maxAge: 55,
      salaried: 1,
      selfEmployed: 0,
      business: 0,
      minIncome: 20000,
      minLoan: 8000,
      maxLoan: 400000,
      creditScoreClass: scoreId('700+'),
      journey: 'app',
    });
  });

  it('spans the spec ranges: min loan 750, max loan 5000000, cibil 625+..750+', () => {
    const minLoans = SEED_LENDERS.map((l) => l.minLoan ?? Infinity);
    const maxLoans = SEED_LENDERS.map((l) => l.maxLoan ?? 0);
    expect(Math.min(...minLoans)).toBe(750);
    expect(Math.max(...maxLoans)).toBe(5_000_000);
    const classes = new Set(SEED_LENDERS.map((l) => l.creditScoreClass));
    expect(Math.min(...[...classes].map(Number))).toBe(scoreId('625+'));
    expect(Math.max(...[...classes].map(Number))).toBe(scoreId('750+'));
  });

  it('has some blank / NA cells', () => {
    const blanks = SEED_LENDERS.filter((l) => l.maxIncome === null || l.maxAge === null);
    expect(blanks.length).toBeGreaterThanOrEqual(2);
  });

  it('keeps every row consistent and within bounds', () => {
    for (const l of SEED_LENDERS) {
      const at = l.slug;
      expect(LENDER_JOURNEYS as readonly string[], at).toContain(l.journey);
      expect(l.minAge ?? 0, at).toBeGreaterThanOrEqual(18);
      expect(l.minAge ?? 99, at).toBeLessThanOrEqual(23);
      // Education loans end younger (issue 13: students up to 35); the others lend to 55-65.
      if (l.maxAge != null && !l.products?.includes('student')) {
        expect(l.maxAge, at).toBeGreaterThanOrEqual(55);
        expect(l.maxAge, at).toBeLessThanOrEqual(65);
      }
      expect(l.minLoan ?? Infinity, at).toBeLessThan(l.maxLoan ?? 0);
      expect(l.loanAmountUpto, at).toBe(l.maxLoan);
      const ticket = TICKET_CLASSES.find((c) => c.id === l.ticketClass);
      expect(ticket, at).toBeDefined();
      if (ticket && l.maxLoan != null) {
        expect(l.maxLoan, at).toBeGreaterThanOrEqual(ticket.min);
        if (ticket.max !== null) expect(l.maxLoan, at).toBeLessThanOrEqual(ticket.max);
      }
      if (l.minIncome != null && l.maxIncome != null) expect(l.minIncome, at).toBeLessThan(l.maxIncome);
      expect(l.priority ?? 0, at).toBeGreaterThanOrEqual(0);
      expect(l.priority ?? 0, at).toBeLessThanOrEqual(10);
      expect(l.products?.length, at).toBeGreaterThan(0);
      for (const p of l.products ?? []) expect(LENDER_PRODUCTS as readonly string[], at).toContain(p);
      expect(l.redirectUrl, at).toBe(`https://sandbox.lenders.invalid/${at}/apply`);
      expect((l.salaried ?? 0) + (l.selfEmployed ?? 0) + (l.business ?? 0), at).toBeGreaterThan(0);
      expect(l.autosubmission, at).toBeLessThanOrEqual(l.api ?? 0);

      const aprMin = Number(l.aprMin);
      const aprMax = Number(l.aprMax);
      expect(aprMin, at).toBeLessThan(aprMax);
      expect(aprMax, at).toBeLessThanOrEqual(36);
      const rateMin = Number(/^([\d.]+)%/.exec(l.interestRate ?? '')?.[1]);
      expect(aprMin, at).toBeGreaterThanOrEqual(rateMin);
      const personalOnly = l.products?.every((p) => p === 'personal' || p === 'business');
      if (personalOnly) expect(aprMin, at).toBeGreaterThanOrEqual(10.99);

      if (l.soStatus === 1) {
        expect(l.soText, at).toBeTruthy();
        expect(l.soDateStart, at).toMatch(/^202[67]-\d{2}-\d{2}$/);
        expect(l.soDateEnd, at).toMatch(/^202[67]-\d{2}-\d{2}$/);
        expect((l.soDateStart ?? '') < (l.soDateEnd ?? ''), at).toBe(true);
      }
    }
  });

  it('has the gold, business and home lenders the products need', () => {
    const offering = (p: string) => SEED_LENDERS.filter((l) => l.products?.includes(p));
    expect(offering('gold').map((l) => l.slug)).toEqual(['muthootgold', 'indiagold']);
    expect(offering('business').length).toBeGreaterThanOrEqual(2);
    expect(offering('home').length).toBeGreaterThanOrEqual(1);
    // issue 13: spec 1's student, two-wheeler and car loans each have a lender.
    for (const product of ['student', 'two_wheeler', 'car'])
      expect(offering(product).length).toBeGreaterThanOrEqual(1);
    expect(SEED_LENDERS.filter((l) => l.api === 1 && l.autosubmission === 1).length).toBe(6);
  });
});

describe('partners', () => {
  it('has the 33 spec keys plus the default brand cl, unique, with exactly one tancApply', () => {
    const keys = SEED_PARTNERS.map((p) => p.key);
    expect(keys).toHaveLength(34);
    expect(new Set(keys).size).toBe(34);
    expect([...keys].sort()).toEqual([...SPEC_PARTNER_KEYS, 'cl'].sort());
    expect(SEED_PARTNERS.filter((p) => p.tancApply).map((p) => p.key)).toEqual(['vakrangee']);
    expect(SEED_PARTNERS.filter((p) => p.isDefault).map((p) => p.key)).toEqual(['cl']);
  });

  it('has the default brand with the default colours and the carinfo co-brand', () => {
    const cl = SEED_PARTNERS.find((p) => p.key === 'cl');
    expect(cl).toMatchObject({
      displayName: 'CrediLink',
      primaryColor: DEFAULT_BRAND.primary,
      secondaryColor: DEFAULT_BRAND.secondary,
      coBrandLogo: SEED_CO_BRANDS[0].logo,
    });
    expect(SEED_CO_BRANDS[0].key).toBe('carinfo');
  });

  it('has valid utm ids, logos, colours and no external font source', () => {
    const ownColours = new Set<string>();
    for (const p of SEED_PARTNERS) {
      expect(p.utmId).toBe(p.key.replace(/[^A-Za-z0-9_-]/g, ''));
      expect(p.logo).toBe(`/api/brand-logo/${p.key}.svg`);
      expect(p.fontSource ?? null).toBeNull();
      expect(p.fontFamily).toMatch(/sans-serif$/);
      expect(p.primaryColor).toMatch(/^#[0-9A-F]{6}$/);
      expect(p.secondaryColor).toMatch(/^#[0-9A-F]{6}$/);
      if (p.primaryColor !== DEFAULT_BRAND.primary) {
        expect(ownColours.has(p.primaryColor), p.key).toBe(false);
        ownColours.add(p.primaryColor);
      }
      for (const amount of [p.revenuePercent, p.revenueFlatFee]) {
        if (amount != null) expect(amount).toMatch(/^\d+\.\d+$/);
      }
      if (p.revenuePercent != null) expect(Number(p.revenuePercent)).toBeLessThanOrEqual(100);
    }
    const defaultColoured = SEED_PARTNERS.filter(
      (p) => p.primaryColor === DEFAULT_BRAND.primary && p.secondaryColor === DEFAULT_BRAND.secondary,
    );
    expect(defaultColoured.length).toBeGreaterThanOrEqual(8);
  });
});

describe('credit cards and revenue types', () => {
  it('has sample categories in sort order with {UNIQUE_ID} links', () => {
    expect(SEED_CREDIT_CARDS.length).toBeGreaterThanOrEqual(8);
    expect(SEED_CREDIT_CARDS.length).toBeLessThanOrEqual(10);
    expect(SEED_CREDIT_CARDS.map((c) => c.sortOrder)).toEqual(SEED_CREDIT_CARDS.map((_, i) => i + 1));
    expect(new Set(SEED_CREDIT_CARDS.map((c) => c.name)).size).toBe(SEED_CREDIT_CARDS.length);
    for (const c of SEED_CREDIT_CARDS) {
      expect(c.utmLink).toMatch(/^https:\/\/sandbox\.cards\.invalid\/apply\?ref=\{UNIQUE_ID\}&cat=[a-z-]+$/);
      expect(c.marketingBullets?.length).toBeGreaterThanOrEqual(3);
      expect(c.marketingBullets?.length).toBeLessThanOrEqual(4);
    }
    expect(SEED_CREDIT_CARDS.filter((c) => c.secured === 1).length).toBeGreaterThanOrEqual(1);
    expect(SEED_CREDIT_CARDS.filter((c) => c.status === 0)).toHaveLength(1);
  });

  it('has the three revenue types', () => {
    expect(SEED_REVENUE_TYPES.map((t) => t.id)).toEqual([1, 2, 3]);
  });
});

describe('partner logos', () => {
  it('makes an SVG for every partner', () => {
    for (const p of SEED_PARTNERS) {
      const svg = partnerLogoSvg(p);
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).toContain(p.primaryColor);
    }
  });

  it('escapes the name', () => {
    const svg = partnerLogoSvg({
      displayName: 'A & B <i>"Co"</i>',
      primaryColor: '#112233',
      secondaryColor: '#FFEEDD',
    });
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('A &amp; B &lt;i&gt;&quot;Co&quot;&lt;/i&gt;');
    expect(svg).not.toContain('<i>');
    expect(svg).not.toContain('"Co"');
  });

  it('falls back to the default colours for anything but hex', () => {
    const svg = partnerLogoSvg({
      displayName: 'X',
      primaryColor: 'red" onload="x',
      secondaryColor: 'url(#a)',
    });
    expect(svg).toContain(DEFAULT_BRAND.primary);
    expect(svg).toContain(DEFAULT_BRAND.secondary);
    expect(svg).not.toContain('onload');
  });

  it('takes up to two initials', () => {
    expect(initialsOf('Jeevan Utthan')).toBe('JU');
    expect(initialsOf('MoneyView')).toBe('MV');
    expect(initialsOf('1TouchPe')).toBe('1T');
    expect(initialsOf('iWeb Techno')).toBe('IT');
    expect(initialsOf('हिन्दी')).toBe('हि');
  });
});
