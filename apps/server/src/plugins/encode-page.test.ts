import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePage, pageCoding, sharedPageEncoder } from './encode-page.ts';

// Issue 16: pages written per request go compressed when the browser accepts it.

const PAGE = `<!doctype html><html><body>${'<p>offer</p>'.repeat(400)}</body></html>`;

describe('pageCoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0', null],
    ['br; q=0.5', 'br'],
    ['BR', 'br'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['xbr, gzipx', null],
    ['identity', null],
    ['', null],
    [undefined, null],
  ] as const)('%j: %s', (header, expected) => {
    expect(pageCoding(header)).toBe(expected);
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

describe('sharedPageEncoder', () => {
  it('compresses a page once per coding, keeps at most its limit, and forgets the oldest first', async () => {
    const encode = sharedPageEncoder(2);
    const first = await encode(PAGE, 'br');
    expect(await encode(PAGE, 'gzip, br')).toBe(first);
    const gz = await encode(PAGE, 'gzip');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body as Buffer).toString()).toBe(PAGE);
    // A third page pushes the first out: asked again, it is compressed anew (an equal, new copy).
    await encode(`${PAGE}<p>other</p>`, 'br');
    const again = await encode(PAGE, 'br');
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});
