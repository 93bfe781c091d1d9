import { describe, expect, it } from 'vitest';
import { fillCardLink } from './card-references.ts';

const REF = 'abcdefghij234567klmn';

describe('card Apply link (spec 2 {UNIQUE_ID}, docs/decisions/013)', () => {
  it('replaces every {UNIQUE_ID} with the apply reference', () => {
    expect(fillCardLink('https://cards.example/apply?ref={UNIQUE_ID}&cat=free', REF)).toBe(
      `https://cards.example/apply?ref=${REF}&cat=free`,
    );
    expect(fillCardLink('https://x.example/{UNIQUE_ID}/go?u={UNIQUE_ID}', REF)).toBe(
      `https://x.example/${REF}/go?u=${REF}`,
    );
  });

  it('encodes the reference and keeps links without the placeholder as they are', () => {
    expect(fillCardLink('https://x.example/?ref={UNIQUE_ID}', 'a&b=c')).toBe(
      'https://x.example/?ref=a%26b%3Dc',
    );
    expect(fillCardLink('https://x.example/apply', REF)).toBe('https://x.example/apply');
  });

  it('never turns a missing or non-http link into an href', () => {
    expect(fillCardLink(null, REF)).toBeNull();
    expect(fillCardLink('javascript:alert({UNIQUE_ID})', REF)).toBeNull();
    expect(fillCardLink('not a url', REF)).toBeNull();
  });
});
