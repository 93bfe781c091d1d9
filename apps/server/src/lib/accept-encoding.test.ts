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
