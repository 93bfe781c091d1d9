import { describe, expect, it } from 'vitest';
import type { CreditCard } from '@cl/contracts';
import { COOKIE_NAMES, readCookie } from '@/lib/cookies';
import { latestCardChoice, rememberCardChoice } from './card-link';

const card = (overrides: Partial<CreditCard>): CreditCard => ({
  category_id: 1,
  category_name: 'Lifetime Free Cards',
  category_img_thumb: null,
  key_feature: null,
  annual_fee: '₹0',
  utm_link: 'https://cards.example/apply?ref={UNIQUE_ID}&cat=free',
  marketing_bullets: [],
  category_name_hi: null,
  key_feature_hi: null,
  annual_fee_hi: null,
  marketing_bullets_hi: [],
  sort_order: 1,
  secured: 0,
  status: 1,
  ...overrides,
});

describe('CCDetails cookies (spec 3)', () => {
  it('keeps the chosen card as JSON in the cookie of its kind and reads back the latest', () => {
    rememberCardChoice(card({ category_id: 1, secured: 0 }), 1000);
    rememberCardChoice(
      card({ category_id: 9, category_name: 'Secured Cards (against FD)', secured: 1 }),
      2000,
    );
    expect(JSON.parse(readCookie(COOKIE_NAMES.ccDetailsUnsecured) ?? '')).toMatchObject({
      category_id: 1,
      secured: 0,
    });
    expect(JSON.parse(readCookie(COOKIE_NAMES.ccDetailsSecured) ?? '')).toMatchObject({
      category_id: 9,
      secured: 1,
    });
    expect(latestCardChoice()?.category_id).toBe(9);
    rememberCardChoice(card({ category_id: 2, secured: 0 }), 3000);
    expect(latestCardChoice()?.category_id).toBe(2);
  });

  it('reads nothing when no card was chosen', () => {
    expect(latestCardChoice()).toBeNull();
  });
});
