import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

// Issue 16: the pages the server writes per request (the sign-in page in its brand, a signed-in
// page with its answers, plugins/boot-answers.ts) go compressed, as the built files do
// (pre-compressed at build time): on slow 4G a signed-in offers page's 8-30 KB of HTML is 2-6 KB.
// Brotli at a middle quality costs ~0.1-0.3 ms a page here; gzip where brotli is not accepted.

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** Below this, compressing saves less than a packet. */
const MIN_BYTES = 1024;
const BROTLI_QUALITY = 5;
const CODINGS = ['br', 'gzip'];

/**
 * The coding to send the page in: brotli, else gzip, else none, chosen from Accept-Encoding as
 * @fastify/static chooses the built files' pre-compressed copies (the same negotiator).
 */
export function pageCoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const coding = negotiate(acceptEncoding?.toLowerCase() ?? '', CODINGS);
  return coding === 'br' || coding === 'gzip' ? coding : null;
}

/** The page as the browser accepts it: brotli, else gzip, else as it is (and small pages as they are). */
export async function encodePage(
  html: string,
  acceptEncoding: string | undefined,
): Promise<{ body: string | Buffer; encoding: 'br' | 'gzip' | null }> {
  const bytes = Buffer.from(html);
  const coding = bytes.length < MIN_BYTES ? null : pageCoding(acceptEncoding);
  if (coding === 'br') {
    const body = await brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    return { body, encoding: 'br' };
  }
  if (coding === 'gzip') return { body: await gzipped(bytes), encoding: 'gzip' };
  return { body: html, encoding: null };
}

type Encoded = Awaited<ReturnType<typeof encodePage>>;

/**
 * encodePage for pages that are the same for everyone who asks (index.html with its site's meta,
 * the sign-in page in a brand and language): each is compressed once and kept, up to `limit`
 * pages (the oldest goes first). Never for a page holding a customer's answers.
 */
export function sharedPageEncoder(limit = 64) {
  const kept = new Map<string, Promise<Encoded>>();
  return (html: string, acceptEncoding: string | undefined): Promise<Encoded> => {
    const key = `${pageCoding(acceptEncoding) ?? ''}\n${html}`;
    const found = kept.get(key);
    if (found) return found;
    const encoded = encodePage(html, acceptEncoding);
    kept.set(key, encoded);
    // A failed encoding is not kept: the next request tries again.
    encoded.catch(() => kept.delete(key));
    if (kept.size > limit) kept.delete(kept.keys().next().value ?? key);
    return encoded;
  };
}
