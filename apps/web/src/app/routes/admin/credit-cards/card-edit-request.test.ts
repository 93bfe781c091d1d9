import { describe, expect, it } from 'vitest';
import type { CreditCard } from '@cl/contracts';
import { cardEditRequest } from './card-edit-request';

const card: CreditCard = {
  category_id: 1,
  category_name: 'Cashback Cards',
  category_img_thumb: null,
  key_feature: 'Up to 5% cashback',
  annual_fee: '₹499 + GST',
  utm_link: null,
  marketing_bullets: ['One'],
  category_name_hi: 'कैशबैक कार्ड',
  key_feature_hi: null,
  annual_fee_hi: null,
  marketing_bullets_hi: ['एक'],
  sort_order: 1,
  secured: 0,
  status: 1,
};

// issue 13: the editor edits the Hindi texts with the same dialog forms as the English ones.
describe('cardEditRequest for Hindi texts', () => {
  it('opens the Hindi texts as text with their rule and the Hindi bullets as bullets', () => {
    const name = cardEditRequest(card, 'category_name_hi');
    expect(name).toMatchObject({ kind: 'text', initial: 'कैशबैक कार्ड' });
    if (name.kind === 'text') expect(name.validate?.('x'.repeat(121))).toBe('validation.tooLong');
    expect(cardEditRequest(card, 'key_feature_hi')).toMatchObject({ kind: 'text', initial: '' });
    expect(cardEditRequest(card, 'marketing_bullets_hi')).toEqual({ kind: 'bullets', initial: ['एक'] });
  });
});
