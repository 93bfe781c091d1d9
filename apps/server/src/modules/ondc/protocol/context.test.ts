import { describe, expect, it } from 'vitest';
import { ondcContext } from '@cl/contracts';
import { buildOndcContext, isoDuration } from './context.ts';

const app = { subscriberId: 'credilink.example', subscriberUri: 'https://credilink.example/ondc' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('buildOndcContext', () => {
  const now = new Date('2026-11-26T04:05:06.789Z');

  it('fills every field FIS12 makes mandatory for search, without a BPP', () => {
    const context = buildOndcContext(app, {
      action: 'search',
      transactionId: crypto.randomUUID(),
      messageId: crypto.randomUUID(),
      now,
      ttlSeconds: 30,
    });
    expect(ondcContext.parse(context)).toEqual(context);
    expect(context).toMatchObject({
      domain: 'ONDC:FIS12',
      version: '2.0.0',
      action: 'search',
      bap_id: 'credilink.example',
      bap_uri: 'https://credilink.example/ondc',
      location: { country: { code: 'IND' }, city: { code: '*' } },
      timestamp: '2026-11-26T04:05:06.789Z',
      ttl: 'PT30S',
    });
    expect(context.transaction_id).toMatch(UUID);
    expect(context.message_id).toMatch(UUID);
    expect(context).not.toHaveProperty('bpp_id');
    expect(context).not.toHaveProperty('bpp_uri');
  });

  it('names the lender app and the city once known', () => {
    const context = buildOndcContext(app, {
      action: 'select',
      transactionId: 't-1',
      messageId: 'm-1',
      now,
      ttlSeconds: 600,
      bpp: { id: 'lender.example', uri: 'https://lender.example/ondc' },
      cityCode: 'std:080',
    });
    expect(context).toMatchObject({
      bpp_id: 'lender.example',
      bpp_uri: 'https://lender.example/ondc',
      location: { city: { code: 'std:080' } },
      ttl: 'PT10M',
    });
    expect(Date.parse(context.timestamp)).toBe(now.getTime());
  });
});

describe('isoDuration', () => {
  it.each([
    [30, 'PT30S'],
    [600, 'PT10M'],
    [3600, 'PT1H'],
    [5430, 'PT1H30M30S'],
    [86_400, 'P1D'],
    [93_600, 'P1DT2H'],
  ])('%i seconds is %s', (seconds, expected) => {
    expect(isoDuration(seconds)).toBe(expected);
  });

  it('refuses zero, negative and fractional durations', () => {
    for (const bad of [0, -5, 1.5]) expect(() => isoDuration(bad)).toThrow(RangeError);
  });
});
