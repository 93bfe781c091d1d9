import { describe, expect, it } from 'vitest';
import { acceptsGzip } from './accept-encoding.ts';

describe('acceptsGzip', () => {
  it('takes gzip when a browser names it, with or without a weight', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('GZIP')).toBe(true);
  });
  it('refuses it when absent, weighted 0, or only identity is asked for', () => {
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('br, deflate')).toBe(false);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('*, gzip;q=0')).toBe(false);
  });
  it('takes it through * unless * is weighted 0', () => {
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('br, *;q=0.1')).toBe(true);
    expect(acceptsGzip('*;q=0')).toBe(false);
  });
});

describe('acceptsGzip, headers read before', () => {
  it('answers a header the same the second time, also after more headers than are kept', () => {
    // 200 different headers (over the 64 kept), half taking gzip.
    const headers = Array.from({ length: 200 }, (_, i) =>
      i % 2 ? `br, gzip, x-coding-${String(i)}` : `br, gzip;q=0, x-coding-${String(i)}`,
    );
    const first = headers.map((header) => acceptsGzip(header));
    expect(first.filter(Boolean)).toHaveLength(100);
    expect(headers.map((header) => acceptsGzip(header))).toEqual(first);
    expect([...headers].reverse().map((header) => acceptsGzip(header))).toEqual([...first].reverse());
  });
});
