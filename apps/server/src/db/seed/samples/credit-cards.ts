// Sample data (not real lender terms).
// spec 3 Credit card category, managed at /admin/credit-cards (spec 2). {UNIQUE_ID} in utm_link is
// replaced with a per-click apply reference (docs/decisions/013). Thumbnails are our own drawings
// (card-art.ts). Links point at a reserved (.invalid) domain. Fees and
// features are typical of Indian cards in 2026, not any issuer's terms.
import type { creditCardCategories } from '../../schema/credit-cards.ts';
import { cardArtPath } from '../card-art.ts';

type CreditCardInsert = typeof creditCardCategories.$inferInsert;

const utmLink = (slug: string): string => `https://sandbox.cards.invalid/apply?ref={UNIQUE_ID}&cat=${slug}`;

export const SEED_CREDIT_CARDS: CreditCardInsert[] = [
  {
    name: 'Lifetime Free Cards',
    imgThumb: cardArtPath('lifetime-free'),
    keyFeature: 'No joining or annual fee, ever',
    annualFee: '₹0 (lifetime free)',
    utmLink: utmLink('lifetime-free'),
    marketingBullets: [
      'No joining fee and no annual fee',
      'Reward points on every online and offline spend',
      '1% fuel surcharge waiver at all fuel stations',
      'Instant digital card for online shopping',
    ],
    sortOrder: 1,
    secured: 0,
    status: 1,
  },
  {
    name: 'Cashback Cards',
    imgThumb: cardArtPath('cashback'),
    keyFeature: 'Up to 5% cashback on online spends',
    annualFee: '₹499 + GST, waived on ₹1,00,000 yearly spend',
    utmLink: utmLink('cashback'),
    marketingBullets: [
      'Up to 5% cashback on partner shopping and bill payments',
      '1% unlimited cashback on all other spends',
      'Cashback credited to the card statement automatically',
    ],
    sortOrder: 2,
    secured: 0,
    status: 1,
  },
  {
    name: 'Travel Cards',
    imgThumb: cardArtPath('travel'),
    keyFeature: 'Air miles and complimentary airport lounge access',
    annualFee: '₹2,999 + GST, waived on ₹3,00,000 yearly spend',
    utmLink: utmLink('travel'),
    marketingBullets: [
      'Accelerated air miles on flight and hotel bookings',
      'Complimentary domestic and international lounge visits',
      'Low forex markup of 2% on foreign currency spends',
      'Travel insurance cover included',
    ],
    sortOrder: 3,
    secured: 0,
    status: 1,
  },
  {
    name: 'Fuel Cards',
    imgThumb: cardArtPath('fuel'),
    keyFeature: 'Savings of up to 4% on fuel',
    annualFee: '₹499 + GST, waived on ₹50,000 yearly spend',
    utmLink: utmLink('fuel'),
    marketingBullets: [
      'Up to 4% value back on fuel at partner outlets',
      '1% fuel surcharge waiver on transactions up to ₹4,000',
      'Bonus reward points on groceries and utility bills',
    ],
    sortOrder: 4,
    secured: 0,
    status: 1,
  },
  {
    name: 'Shopping Cards',
    imgThumb: cardArtPath('shopping'),
    keyFeature: 'Extra rewards on online shopping and festive sales',
    annualFee: '₹500 + GST, waived on ₹1,50,000 yearly spend',
    utmLink: utmLink('shopping'),
    marketingBullets: [
      '10X reward points on partner shopping sites',
      'No-cost EMI on purchases above ₹3,000',
      'Welcome vouchers on card activation',
    ],
    sortOrder: 5,
    secured: 0,
    status: 1,
  },
  {
    name: 'Premium Cards',
    imgThumb: cardArtPath('premium'),
    keyFeature: 'Concierge, golf and unlimited lounge access',
    annualFee: '₹10,000 + GST, waived on ₹8,00,000 yearly spend',
    utmLink: utmLink('premium'),
    marketingBullets: [
      'Unlimited airport lounge access for the cardholder',
      '24x7 concierge and complimentary golf rounds',
      'High reward rate on travel, dining and luxury brands',
      'Comprehensive travel and purchase protection',
    ],
    sortOrder: 6,
    secured: 0,
    status: 1,
  },
  {
    name: 'Co-branded Cards',
    imgThumb: cardArtPath('co-branded'),
    keyFeature: 'Extra benefits with a partner brand',
    annualFee: '₹999 + GST, waived on ₹2,00,000 yearly spend',
    utmLink: utmLink('co-branded'),
    marketingBullets: [
      'Accelerated rewards on the partner brand’s app and stores',
      'Membership benefits of the partner programme',
      'Milestone vouchers on yearly spends',
    ],
    sortOrder: 7,
    secured: 0,
    status: 1,
  },
  {
    name: 'RuPay UPI Cards',
    imgThumb: cardArtPath('rupay-upi'),
    keyFeature: 'Pay with your credit card on UPI',
    annualFee: '₹0 (lifetime free)',
    utmLink: utmLink('rupay-upi'),
    marketingBullets: [
      'Link the card to any UPI app and scan to pay',
      'Reward points on UPI payments at merchants',
      'Instant virtual card after approval',
    ],
    sortOrder: 8,
    secured: 0,
    status: 1,
  },
  {
    name: 'Secured Cards (against FD)',
    imgThumb: cardArtPath('secured-fd'),
    keyFeature: 'Guaranteed approval against a fixed deposit, no income proof',
    annualFee: '₹0 (lifetime free)',
    utmLink: utmLink('secured-fd'),
    marketingBullets: [
      'Credit limit up to 90% of your fixed deposit',
      'Fixed deposit keeps earning interest',
      'Builds your credit score with on-time payments',
      'Open the FD from ₹5,000 online',
    ],
    sortOrder: 9,
    secured: 1,
    status: 1,
  },
  {
    name: 'Student Cards',
    imgThumb: cardArtPath('student'),
    keyFeature: 'First credit card for students, backed by a fixed deposit',
    annualFee: '₹0 (lifetime free)',
    utmLink: utmLink('student'),
    marketingBullets: [
      'No income proof needed with a fixed deposit',
      'Low starting limit to build credit responsibly',
      'Discounts on education and online learning spends',
    ],
    sortOrder: 10,
    secured: 1,
    status: 0,
  },
];
