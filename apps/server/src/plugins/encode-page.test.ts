import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { accepts, encodePage } from './encode-page.ts';

// Issue 16: pages written per request go compressed when the browser accepts it.

const PAGE = `<!doctype html><html><body>${'<p>offer</p>'.repeat(400)}</body></html>`;

describe('accepts', () => {
  it.each([
    ['gzip, deflate, br', 'br', true],
    ['gzip, deflate, br, zstd', 'gzip', true],
    ['br;q=0', 'br', false],
    ['br; q=0.5', 'br', true],
    ['BR', 'br', true],
    ['xbr, gzipx', 'br', false],
    ['xbr, gzipx', 'gzip', false],
    ['identity', 'gzip', false],
    [undefined, 'br', false],
  ] as const)('%j accepts %s: %s', (header, coding, expected) => {
    expect(accepts(header, coding)).toBe(expected);
  });
});

describe('encodePage', () => {
  it('sends brotli where accepted, else gzip, else the page as it is', async () => {
    const br = await encodePage(PAGE, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body as Buffer).toString()).toBe(PAGE);
    expect((br.body as Buffer).length).toBeLessThan(PAGE.length / 4);

    const gz = await encodePage(PAGE, 'gzip');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body as Buffer).toString()).toBe(PAGE);

    expect(await encodePage(PAGE, undefined)).toEqual({ body: PAGE, encoding: null });
    expect(await encodePage(PAGE, 'br;q=0, gzip;q=0')).toEqual({ body: PAGE, encoding: null });
  });

  it('leaves a page under a kilobyte as it is', async () => {
    expect(await encodePage('<p>small</p>', 'br')).toEqual({ body: '<p>small</p>', encoding: null });
  });

  it('keeps text outside ASCII whole (a Hindi page)', async () => {
    const hindi = `<p>${'आपके लोन ऑफ़र '.repeat(100)}</p>`;
    const { body } = await encodePage(hindi, 'br');
    expect(brotliDecompressSync(body as Buffer).toString()).toBe(hindi);
  });
});
