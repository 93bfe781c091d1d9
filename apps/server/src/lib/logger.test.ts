import { describe, expect, it } from 'vitest';
import { logCompletedRequest, redactLogObject } from './logger.ts';

describe('log redaction (issue 12 finding 4; issue 16: no wildcard redact paths)', () => {
  it('censors personal keys at the first three levels, in objects and lists', () => {
    const out = redactLogObject({
      pan: 'ABCPV1234K',
      user: { mobile: '9876543210', id: 7 },
      a: { b: { email: 'a@b.in', lenderId: 3 } },
      rows: [{ first_name: 'Asha' }],
    });
    expect(out).toEqual({
      pan: '[redacted]',
      user: { mobile: '[redacted]', id: 7 },
      a: { b: { email: '[redacted]', lenderId: 3 } },
      rows: [{ first_name: '[redacted]' }],
    });
  });

  it('censors names, codes and notes only inside request data', () => {
    const out = redactLogObject({
      code: 'P2002',
      name: 'Kaveri Credit',
      body: { name: 'Asha', description: 'call me', amount: 5 },
      outer: { params: { note: 'x', id: 1 } },
    });
    expect(out).toEqual({
      code: 'P2002',
      name: 'Kaveri Credit',
      body: { name: '[redacted]', description: '[redacted]', amount: 5 },
      outer: { params: { note: '[redacted]', id: 1 } },
    });
  });

  it('leaves errors and other class instances to their serializers, and changes nothing in place', () => {
    const error = new Error('boom');
    const input = { err: error, at: new Date(0), profile: { pan: 'X' } };
    const out = redactLogObject(input);
    expect(out.err).toBe(error);
    expect(out.at).toBe(input.at);
    expect(input.profile.pan).toBe('X');
  });
});

describe('the request line', () => {
  const linesFor = (url: string, statusCode: number) => {
    const lines: { object: object; message: string }[] = [];
    const log = { info: (object: object, message: string) => lines.push({ object, message }) };
    logCompletedRequest({ log, method: 'GET', url, ip: '127.0.0.1', id: 'r1' }, statusCode, 1.26);
    return lines;
  };

  it('is written for every request, with its status and time', () => {
    const [line] = linesFor('/api/offers?product=personal', 200);
    expect(line?.message).toBe('request completed');
    expect(line?.object).toMatchObject({ res: { statusCode: 200 }, responseTime: 1.3 });
  });

  it('is left out for a probe that answers well, and written for a failing one', () => {
    expect(linesFor('/api/health', 200)).toEqual([]);
    expect(linesFor('/api/ready', 200)).toEqual([]);
    expect(linesFor('/api/ready', 503)).toHaveLength(1);
    expect(linesFor('/api/health/x', 200)).toHaveLength(1);
  });
});
