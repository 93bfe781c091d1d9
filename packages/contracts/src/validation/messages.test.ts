import { describe, expect, it } from 'vitest';
import { msg, msgWith, parseValidationMessage, translateValidationMessage } from './messages.ts';

describe('validation messages with values (issue 13)', () => {
  it('fills the placeholders in either language', () => {
    const message = msgWith('amountRange', { min: '₹1,000', max: '₹50,00,000' });
    expect(translateValidationMessage(message, 'en')).toBe('Enter an amount from ₹1,000 to ₹50,00,000');
    expect(translateValidationMessage(message, 'hi')).toBe('₹1,000 से ₹50,00,000 तक की राशि दर्ज करें');
  });

  it('keeps plain keys and foreign text as they were', () => {
    expect(translateValidationMessage(msg('required'), 'en')).toBe('This field is required');
    expect(translateValidationMessage('Already translated', 'hi')).toBe('Already translated');
    expect(parseValidationMessage('validation.amountRange|not json')).toEqual({
      key: 'amountRange',
      params: {},
    });
  });
});
