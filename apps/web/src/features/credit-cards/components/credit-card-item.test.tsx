import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardApplyReferenceResponse, type CreditCard } from '@cl/contracts';
import { contractReply, errorReply } from '@/test/contract-reply';
import { renderWithApp, stubFetch } from '@/test/render';
import { CreditCardItem } from './credit-card-item';

// Issue 13, docs/decisions/013: the Apply link carries the reference the server issued for the
// click, never the customer's (sequential) id.

const CARD: CreditCard = {
  category_id: 4,
  category_name: 'Fuel Cards',
  category_img_thumb: '/api/card-art/fuel.svg',
  key_feature: null,
  annual_fee: '₹499',
  utm_link: 'https://cards.example/apply?ref={UNIQUE_ID}&cat=fuel',
  marketing_bullets: [],
  category_name_hi: null,
  key_feature_hi: null,
  annual_fee_hi: null,
  marketing_bullets_hi: [],
  sort_order: 4,
  secured: 0,
  status: 1,
};
const REFERENCE = 'q7rkv2mzt4xw6bnp3hjd';

describe('CreditCardItem Apply', () => {
  it('asks the server for a reference and links to the issuer with it, not the user id', async () => {
    const calls = stubFetch((call) =>
      call.url === '/api/credit-cards/4/apply-reference' && call.method === 'POST'
        ? contractReply(cardApplyReferenceResponse, {
            success: true,
            data: {
              reference: REFERENCE,
              category_id: 4,
              link: `https://cards.example/apply?ref=${REFERENCE}&cat=fuel`,
              created_at: '2026-03-01T10:00:00.000Z',
            },
          })
        : errorReply('Not found', 404),
    );
    renderWithApp(<CreditCardItem card={CARD} customerId={123} onSignIn={() => undefined} />);
    const apply = await screen.findByRole('button', { name: "Apply for Fuel Cards on the issuer's website" });
    // Nothing links out before the click: no reference, no id in any href.
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.click(apply);
    const link = await screen.findByRole('link', {
      name: "Continue your Fuel Cards application on the issuer's website",
    });
    expect(link.getAttribute('href')).toBe(`https://cards.example/apply?ref=${REFERENCE}&cat=fuel`);
    expect(link.getAttribute('href')).not.toContain('123');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('sets the thumbnail size and loads it lazily', async () => {
    stubFetch(() => errorReply('Not found', 404));
    renderWithApp(<CreditCardItem card={CARD} customerId={null} onSignIn={() => undefined} />);
    const image = await screen.findByRole('img', { name: 'Fuel Cards' });
    expect(image.getAttribute('width')).toBe('320');
    expect(image.getAttribute('height')).toBe('200');
    expect(image.getAttribute('loading')).toBe('lazy');
  });
});
