import { describe, expect, it } from 'vitest';
import { translateValidationMessage } from '@cl/contracts';
import { readPendingSignIn } from '@/app/routes/customer/journey/pending-sign-in';
import { identifierError } from '@/features/auth/utils/identifier';
import { identifierFromState } from '@/features/auth/utils/identifier-state';
import { signInDocument, signInTexts } from './markup';
import {
  fieldErrorKey,
  fieldValue,
  requestToSend,
  signInEntry,
  verificationAddress,
  verificationEntry,
} from './sign-in-form';
import { interpolate, readTextBlock, SIGN_IN_TEXTS_ID } from './sign-in-texts';

// Issue 16: the prerendered sign-in page's script checks and hands off as the React page does.

describe('the sign-in page script', () => {
  const cases: [channel: 'mobile' | 'email', typed: string][] = [
    ['mobile', ''],
    ['mobile', '98765'],
    ['mobile', '5876543210'],
    ['mobile', '9876543210'],
    ['email', ''],
    ['email', 'a@b'],
    ['email', ' asha@example.com '],
  ];

  it('checks the number or email with IdentifierStep’s rules and messages, only after Get OTP', () => {
    for (const [channel, typed] of cases) {
      const expected = identifierError(channel, typed);
      expect(fieldErrorKey(channel, typed, false)).toBeNull();
      expect(fieldErrorKey(channel, typed, true)).toBe(expected ? `validation:${expected}` : null);
      expect(requestToSend(channel, typed)).toEqual(expected ? null : { channel, value: typed.trim() });
      const key = fieldErrorKey(channel, typed, true);
      for (const language of ['en', 'hi'] as const) {
        if (expected && key) {
          expect(signInTexts(language)[key]).toBe(
            translateValidationMessage(`validation.${expected}`, language),
          );
        }
      }
    }
    expect(fieldValue('mobile', '+91 98765 43210')).toBe('9876543210');
    expect(fieldValue('email', ' Asha@x.in')).toBe(' Asha@x.in');
  });

  it('hands /verification the history entry it reads, and the React form what was typed', () => {
    const request = { channel: 'mobile', value: '9876543210' } as const;
    const entry = verificationEntry(request, { resendAfterSeconds: 30 }, 1_700_000_000_000, 'k1');
    expect(entry).toMatchObject({ key: 'k1', idx: 1 });
    expect(readPendingSignIn(entry.usr)).toEqual({
      request,
      sentAt: 1_700_000_000_000,
      resendAfterSeconds: 30,
    });
    expect(identifierFromState(signInEntry('email', 'asha@').usr)).toEqual({
      channel: 'email',
      value: 'asha@',
    });
  });

  it('fills in i18next-style values', () => {
    expect(interpolate('© {{year}} {{company}}.', { year: '2026', company: 'CrediLink' })).toBe(
      '© 2026 CrediLink.',
    );
    expect(interpolate('{{missing}}', {})).toBe('{{missing}}');
  });
});

describe('the prerendered page (built at web build time)', () => {
  const indexHtml = [
    '<!doctype html><html lang="en"><head><meta name="theme-color" content="#070050" />',
    '<title>CrediLink</title>',
    '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/framework-abc.js">',
    '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">',
    '</head><body><div id="root">\n<div class="boot"><span></span></div>\n</div></body></html>',
  ].join('\n');
  const page = signInDocument({
    indexHtml,
    scriptSrc: '/assets/sign-in-abc.js',
    language: 'hi',
    company: 'Acme',
  });

  it("runs no script of the app's, only its own, which names the app to start", () => {
    const scripts = [...page.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    expect(scripts).toEqual([
      ' type="module" crossorigin src="/assets/sign-in-abc.js" data-app="/assets/index-abc.js" data-app-preload="/assets/framework-abc.js" data-verification="/verification"',
      ` type="application/json" id="${SIGN_IN_TEXTS_ID}"`,
    ]);
    expect(page).not.toContain('modulepreload');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    expect(page).not.toContain('class="boot"');
  });

  it('is drawn in its language, with both languages’ texts for the script', () => {
    expect(page).toContain('<html lang="hi"');
    expect(page).toContain('>OTP पाएँ</button>');
    const data = /<script type="application\/json" id="[^"]+">([^<]*)<\/script>/.exec(page)?.[1] ?? '';
    const block = readTextBlock(JSON.parse(data));
    expect(block?.company).toBe('Acme');
    expect(block?.texts.en['auth:getOtp']).toBe('Get OTP');
    expect(block?.texts.hi).toEqual(signInTexts('hi'));
  });
});

describe("the code step's address", () => {
  it('carries a well-formed partner parameter (spec 2), and nothing else of the query', () => {
    expect(verificationAddress('/verification', '')).toBe('/verification');
    expect(verificationAddress('/verification', '?partner=fastpay')).toBe('/verification?partner=fastpay');
    expect(verificationAddress('/login/verification', '?utm=x&partner=a-b_1')).toBe(
      '/login/verification?partner=a-b_1',
    );
    for (const search of [
      '?partner=',
      '?partner=%3Cscript%3E',
      '?partner=a%26admin%3D1',
      '?partner=../../x',
      `?partner=${'a'.repeat(65)}`,
      '?utm=x',
    ])
      expect(verificationAddress('/verification', search), search).toBe('/verification');
  });
});
