import { describe, expect, it } from 'vitest';
import { readOrderNews, statusOfFulfilment } from './order-reading.ts';
import { exampleMessages } from '../../../../test/support/ondc-conformance.ts';

// ADR 034: the specification's own on_init … on_update examples read into what the journey needs.

const example = (file: string) => {
  const found = exampleMessages().find((m) => m.file === file);
  if (!found) throw new Error(`no example ${file}`);
  return found.body;
};

describe('readOrderNews', () => {
  it('reads every example callback about an order', () => {
    const files = exampleMessages()
      .map((m) => m.file)
      .filter((f) => /^on_(init|confirm|status|update)\//.test(f));
    expect(files.length).toBeGreaterThan(4);
    for (const file of files) {
      const news = readOrderNews(example(file));
      expect(news, file).not.toBeNull();
      expect(news?.bppId, file).toBeTruthy();
    }
  });

  it('takes on_init’s payment id and next form, and on_confirm’s order and state', () => {
    const init = exampleMessages().find((m) => m.file.startsWith('on_init/'));
    const news = readOrderNews(init?.body);
    expect(news?.paymentId).toBeTruthy();
    const confirm = exampleMessages().find((m) => m.file.startsWith('on_confirm/'));
    const confirmed = readOrderNews(confirm?.body);
    expect(confirmed?.orderId).toBeTruthy();
    expect(confirmed?.fulfilment).toBe('SANCTIONED');
  });

  it('keeps a lender’s error in its words, and reads nothing from a body that is not a message', () => {
    expect(
      readOrderNews({
        context: { bpp_id: 'b', transaction_id: 't' },
        error: { code: '80203', message: 'Declined' },
      })?.error,
    ).toBe('80203: Declined');
    expect(readOrderNews({ context: {} })).toBeNull();
    expect(readOrderNews('x')).toBeNull();
  });
});

describe('statusOfFulfilment', () => {
  it.each([
    ['SANCTIONED', 'approved'],
    ['DISBURSED', 'disbursed'],
    ['COMPLETED', 'disbursed'],
    ['INITIATED', null],
    [null, null],
  ] as const)('%s -> %s', (code, status) => {
    expect(statusOfFulfilment(code)).toBe(status);
  });
});
