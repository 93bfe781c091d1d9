import { describe, expect, it } from 'vitest';
import { cardsOnFirstScreen } from './first-screen';

describe('offer cards on the first screen (issue 16)', () => {
  it('fills the screen: a column on a phone, two or three rows of the grid on wider screens', () => {
    expect(cardsOnFirstScreen({ width: 360, height: 740 })).toBe(3);
    expect(cardsOnFirstScreen({ width: 360, height: 560 })).toBe(2);
    expect(cardsOnFirstScreen({ width: 1024, height: 768 })).toBe(6);
    expect(cardsOnFirstScreen({ width: 1366, height: 900 })).toBe(12);
  });

  it('draws at least one card on a screen of no height', () => {
    expect(cardsOnFirstScreen({ width: 0, height: 0 })).toBe(1);
  });
});
