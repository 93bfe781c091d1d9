import { describe, expect, it } from 'vitest';
import { offerFixture } from '@/test/offer';
import { SEEN_STORAGE_KEY, readSeen, specialOffersToAnnounce, writeSeen } from './special-offer-notices';

const special = offerFixture({ slug: 'earlysalary', specialOffer: 'No processing fee' });
const other = offerFixture({ lenderId: 8, slug: 'cashe', name: 'CASHe', specialOffer: '5% cashback' });
const plain = offerFixture({ lenderId: 9, slug: 'plain', name: 'Plain', specialOffer: null });
const offers = [special, other, plain];

describe('special-offer toasts: once per customer, offer and day (issue 13)', () => {
  it('announces each special offer once a day, not on every load', () => {
    const first = specialOffersToAnnounce(offers, 'c1', null, '2026-11-21');
    expect(first.announce.map((o) => o.slug)).toEqual(['earlysalary', 'cashe']);
    const again = specialOffersToAnnounce(offers, 'c1', first.seen, '2026-11-21');
    expect(again.announce).toEqual([]);
  });

  it('announces again the next day, and to another customer on the same device', () => {
    const { seen } = specialOffersToAnnounce(offers, 'c1', null, '2026-11-21');
    expect(specialOffersToAnnounce(offers, 'c1', seen, '2026-11-22').announce).toHaveLength(2);
    const otherCustomer = specialOffersToAnnounce(offers, 'c2', seen, '2026-11-21');
    expect(otherCustomer.announce).toHaveLength(2);
    expect(otherCustomer.seen.keys).toEqual(['c1:earlysalary', 'c1:cashe', 'c2:earlysalary', 'c2:cashe']);
  });

  it('announces a special offer that started later the same day', () => {
    const { seen } = specialOffersToAnnounce([special], 'c1', null, '2026-11-21');
    expect(specialOffersToAnnounce(offers, 'c1', seen, '2026-11-21').announce.map((o) => o.slug)).toEqual([
      'cashe',
    ]);
  });

  it('keeps what was seen in localStorage and ignores what it cannot read', () => {
    writeSeen({ day: '2026-11-21', keys: ['c1:cashe'] });
    expect(readSeen()).toEqual({ day: '2026-11-21', keys: ['c1:cashe'] });
    localStorage.setItem(SEEN_STORAGE_KEY, '{not json');
    expect(readSeen()).toBeNull();
    localStorage.setItem(SEEN_STORAGE_KEY, '{"day":1}');
    expect(readSeen()).toBeNull();
  });
});
