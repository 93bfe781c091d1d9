import { describe, expect, it } from 'vitest';
import { inLanguage, listInLanguage } from './localized-text.ts';

describe('content in the customer language (issue 13)', () => {
  it('answers the Hindi text in Hindi and falls back to the English when it is empty', () => {
    expect(inLanguage('Up to 3% + GST', 'अधिकतम 3% + GST', 'hi')).toBe('अधिकतम 3% + GST');
    expect(inLanguage('Up to 3% + GST', 'अधिकतम 3% + GST', 'en')).toBe('Up to 3% + GST');
    expect(inLanguage('Up to 3% + GST', '  ', 'hi')).toBe('Up to 3% + GST');
    expect(inLanguage('Up to 3% + GST', null, 'hi')).toBe('Up to 3% + GST');
    expect(inLanguage(null, null, 'hi')).toBeNull();
  });

  it('does the same for lists', () => {
    expect(listInLanguage(['One'], ['एक'], 'hi')).toEqual(['एक']);
    expect(listInLanguage(['One'], [], 'hi')).toEqual(['One']);
    expect(listInLanguage(['One'], ['एक'], 'en')).toEqual(['One']);
  });
});
