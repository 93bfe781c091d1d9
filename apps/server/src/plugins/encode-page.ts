import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// Issue 16: the pages the server writes per request (the sign-in page in its brand, a signed-in
// page with its answers, plugins/boot-answers.ts) go compressed, as the built files do
// (pre-compressed at build time): on slow 4G a signed-in offers page's 8-30 KB of HTML is 2-6 KB.
// Brotli at a middle quality costs ~0.1-0.3 ms a page here; gzip where brotli is not accepted.

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** Below this, compressing saves less than a packet. */
const MIN_BYTES = 1024;
const BROTLI_QUALITY = 5;

/** Whether `header` (Accept-Encoding) accepts `coding` with a weight above 0. */
export function accepts(header: string | undefined, coding: 'br' | 'gzip'): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name.trim() !== coding) return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** The page as the browser accepts it: brotli, else gzip, else as it is (and small pages as they are). */
export async function encodePage(
  html: string,
  acceptEncoding: string | undefined,
): Promise<{ body: string | Buffer; encoding: 'br' | 'gzip' | null }> {
  const bytes = Buffer.from(html);
  if (bytes.length < MIN_BYTES) return { body: html, encoding: null };
  if (accepts(acceptEncoding, 'br')) {
    const body = await brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    return { body, encoding: 'br' };
  }
  if (accepts(acceptEncoding, 'gzip')) return { body: await gzipped(bytes), encoding: 'gzip' };
  return { body: html, encoding: null };
}
