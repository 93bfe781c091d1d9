import { describe, expect, it } from 'vitest';
import { maskPersonalData, maskText } from './mask-personal-data.ts';

describe('maskPersonalData (ONDC transaction viewer)', () => {
  it('masks a mobile, an e-mail and a PAN wherever they appear in text', () => {
    expect(maskText('call 9876543210 or +91 9123456789, mail a.b@example.in, PAN ABCDE1234F')).toBe(
      'call [personal data] or [personal data], mail [personal data], PAN [personal data]',
    );
  });

  it('keeps protocol values that only look numeric: ids, amounts, timestamps', () => {
    const context = {
      transaction_id: 'a1b2c3d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      timestamp: '2026-11-26T03:00:00.000Z',
      price: { value: '1234567890123' },
      ttl: 'PT30S',
    };
    expect(maskPersonalData(context)).toEqual(context);
  });

  it('masks a customer person and contact whole, at any depth, in arrays too', () => {
    const body = {
      message: {
        order: {
          fulfillments: [
            {
              customer: {
                person: { name: 'Asha Verma', dob: '1990-01-01' },
                contact: { phone: '9876543210', email: 'asha@example.in' },
              },
              state: { descriptor: { code: 'SANCTIONED' } },
            },
          ],
        },
      },
    };
    expect(maskPersonalData(body)).toEqual({
      message: {
        order: {
          fulfillments: [
            {
              customer: { person: '[personal data]', contact: '[personal data]' },
              state: { descriptor: { code: 'SANCTIONED' } },
            },
          ],
        },
      },
    });
  });

  it('leaves numbers, booleans and null as they are', () => {
    expect(maskPersonalData({ a: 9876543210, b: true, c: null })).toEqual({
      a: 9876543210,
      b: true,
      c: null,
    });
  });
});
