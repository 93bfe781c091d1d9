import { describe, expect, it } from 'vitest';
import { renderServerMessage, serverMessage, serverMessages } from './server-messages.ts';

describe('server messages (issue 13)', () => {
  it('renders values into either language', () => {
    const wrong = serverMessage('otpWrong', { left: 4 });
    expect(renderServerMessage(wrong, 'en')).toBe('Incorrect OTP. 4 tries left');
    expect(renderServerMessage(wrong, 'hi')).toBe('गलत OTP। 4 प्रयास बाकी हैं');
    expect(renderServerMessage(serverMessage('otpTooManySends', { minutes: 12 }), 'hi')).toMatch(/12/);
  });

  it('has every key in Hindi with the same placeholders, and no Hindi text equal to the English', () => {
    for (const [key, english] of Object.entries(serverMessages.en)) {
      const hindi: string = serverMessages.hi[key as keyof typeof serverMessages.hi];
      const names = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(names(hindi), key).toEqual(names(english));
      expect(hindi, key).not.toBe(english);
      expect(hindi, key).toMatch(/[\u0900-\u097F]/);
    }
  });
});
