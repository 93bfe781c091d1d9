import { describe, expect, it } from 'vitest';
import { durationMs } from './buyer-request.ts';
import { readFormSubmission, renderLenderForm, xinput } from './lender-forms.ts';
import type { OndcMessage } from './message-parts.ts';
import { percentText } from './percent-text.ts';
import { LATE_BY_MS, planAnswer, SEQUENCE_GAP_MS } from './scenarios.ts';
import { answerRequest } from './simulated-lender.ts';
import { simulatedLender, simulatedNetwork, withScenario } from './simulated-network.ts';
import { registryLookup } from './simulated-registry.ts';

const network = simulatedNetwork('http://127.0.0.1:3000/');
const lender = simulatedLender(network, 'sahyog');

const message = (id: string): OndcMessage => ({
  context: {
    domain: 'ONDC:FIS12',
    location: { country: { code: 'IND' }, city: { code: '*' } },
    action: 'on_update',
    version: '2.0.0',
    bap_id: 'bap.example',
    bap_uri: 'https://bap.example/ondc',
    transaction_id: 't-1',
    message_id: id,
    timestamp: '2026-11-26T06:30:00.000Z',
    ttl: 'PT30S',
  },
  message: {},
});

const ids = (answer: ReturnType<typeof planAnswer>): string[] =>
  answer.deliveries.map((delivery) => delivery.body.context.message_id);

describe('lender scenarios', () => {
  const sequence = [message('a'), message('b')];

  it('answers at once, in order, signed, by default', () => {
    const answer = planAnswer({}, 'PT30S', sequence);
    expect(answer.ack).toBe('ACK');
    expect(ids(answer)).toEqual(['a', 'b']);
    expect(answer.deliveries.map((delivery) => [delivery.delayMs, delivery.signature])).toEqual([
      [0, 'valid'],
      [SEQUENCE_GAP_MS, 'valid'],
    ]);
  });

  it('declines with a NACK carrying a FIS12 error code, or stays silent', () => {
    const refused = planAnswer({ decline: 'nack' }, 'PT30S', sequence);
    expect(refused).toMatchObject({ ack: 'NACK', error: { code: '80203' }, deliveries: [] });
    expect(planAnswer({ decline: 'no_offer' }, 'PT30S', sequence)).toEqual({ ack: 'ACK', deliveries: [] });
  });

  it('answers late: every callback after the TTL', () => {
    const answer = planAnswer({ late: true }, 'PT2M', sequence);
    expect(answer.deliveries.map((delivery) => delivery.delayMs)).toEqual([
      120_000 + LATE_BY_MS,
      120_000 + LATE_BY_MS + SEQUENCE_GAP_MS,
    ]);
  });

  it('answers twice with the same message, reorders, and signs wrongly or not at all', () => {
    expect(ids(planAnswer({ twice: true }, 'PT30S', sequence))).toEqual(['a', 'a', 'b', 'b']);
    expect(ids(planAnswer({ reorder: true }, 'PT30S', sequence))).toEqual(['b', 'a']);
    const signatures = (signature: 'bad' | 'none') =>
      planAnswer({ signature }, 'PT30S', sequence).deliveries.map((delivery) => delivery.signature);
    expect(signatures('bad')).toEqual(['bad', 'bad']);
    expect(signatures('none')).toEqual(['none', 'none']);
  });

  it("are switched per lender: one lender's decline leaves the other answering", () => {
    const declining = withScenario(network, 'sahyog', { decline: 'nack' });
    const search = {
      context: { ...message('m').context, action: 'search', bpp_id: undefined },
      message: { intent: {} },
    };
    const now = new Date('2026-11-26T06:30:00.000Z');
    expect(answerRequest(simulatedLender(declining, 'sahyog'), search, undefined, now).answer.ack).toBe(
      'NACK',
    );
    expect(
      answerRequest(simulatedLender(declining, 'kosh'), search, undefined, now).answer.deliveries,
    ).toHaveLength(1);
    expect(() => withScenario(network, 'nobody', {})).toThrow(/nobody/);
  });

  it('refuses a request it cannot read, or one for another lender', () => {
    const now = new Date();
    expect(answerRequest(lender, { context: {} }, undefined, now).answer).toMatchObject({ ack: 'NACK' });
    const elsewhere = {
      context: { ...message('m').context, action: 'status', bpp_id: 'other.bpp' },
      message: {},
    };
    expect(answerRequest(lender, elsewhere, undefined, now).answer).toMatchObject({
      ack: 'NACK',
      error: { code: '80216' },
    });
    const noForm = { context: { ...message('m').context, action: 'select' }, message: {} };
    expect(answerRequest(lender, noForm, undefined, now).answer).toMatchObject({ error: { code: '80217' } });
  });
});

describe('lender-hosted forms', () => {
  it('links the form and serves it as HTML posting to the given address, names escaped', () => {
    const block = xinput(lender, 'application', 'txn 1');
    expect(block).toMatchObject({
      form: { id: 'sahyog-application', mime_type: 'text/html' },
      required: true,
    });
    expect(JSON.stringify(block)).toContain('/ondc-sim/bpp/sahyog/forms/sahyog-application?txn=txn%201');
    const html = renderLenderForm({ ...lender, name: 'A <b> & "C"' }, 'application', '/submit?x=1&y=2');
    expect(html).toContain('action="/submit?x=1&amp;y=2"');
    expect(html).toContain('A &lt;b&gt; &amp; &quot;C&quot;');
    expect(html).not.toContain('<b>');
    for (const field of ['name', 'phone', 'email', 'amount']) expect(html).toContain(`name="${field}"`);
  });

  it('reads a submission into the applicant and amount in paise, or names the bad fields', () => {
    const fields = { name: 'Asha Verma', phone: '9876543210', email: 'asha@example.com', amount: '250000' };
    expect(readFormSubmission('application', fields, 'S-1')).toEqual({
      ok: true,
      submissionId: 'S-1',
      applicant: { name: 'Asha Verma', phone: '9876543210', email: 'asha@example.com' },
      requestedPaise: 250_000_00,
    });
    expect(readFormSubmission('application', { ...fields, phone: '12345', amount: '-1' }, 'S-2')).toEqual({
      ok: false,
      errors: ['phone', 'amount'],
    });
    expect(
      readFormSubmission('emandate', { ifsc: 'HDFC0001234', accountNumber: '123456789012' }, 'S-3'),
    ).toEqual({
      ok: true,
      submissionId: 'S-3',
    });
  });
});

describe('registry lookup', () => {
  const keys = new Map(network.lenders.map((entry) => [entry.subscriberId, `key-of-${entry.key}`]));

  it('answers a lookup by subscriber id with the key and URL, and lists only keyed lenders', () => {
    const [entry] = registryLookup(network, keys, {
      subscriber_id: lender.subscriberId,
      domain: 'ONDC:FIS12',
    });
    expect(entry).toMatchObject({
      subscriber_url: lender.subscriberUri,
      signing_public_key: 'key-of-sahyog',
    });
    expect(registryLookup(network, keys, { type: 'BPP' })).toHaveLength(network.lenders.length);
    expect(registryLookup(network, new Map(), { type: 'BPP' })).toEqual([]);
    expect(registryLookup(network, keys, { ukId: 'unknown' })).toEqual([]);
  });
});

describe('message values', () => {
  it('writes rates as the percent text FIS12 uses', () => {
    expect(percentText(13.5)).toBe('13.5%');
  });

  it('reads ISO 8601 TTLs', () => {
    expect([durationMs('PT30S'), durationMs('PT10M'), durationMs('P1DT2H')]).toEqual([
      30_000, 600_000, 93_600_000,
    ]);
    expect(() => durationMs('30 seconds')).toThrow(RangeError);
    expect(() => durationMs('PT')).toThrow(RangeError);
  });
});
