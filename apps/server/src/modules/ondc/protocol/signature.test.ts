import { describe, expect, it } from 'vitest';
import {
  bodyDigest,
  createAuthorization,
  parseAuthorization,
  signingString,
  verifyAuthorization,
  type KeyLookup,
} from './signature.ts';
import { generateSigningKeyPair, publicKeyFrom, signingKeyPairFrom } from './signing-keys.ts';

// The worked example of ONDC's developer-docs registry/signing-verification.md: its body, its
// libsodium key pair, and the digest and signature it publishes for created 1641287875 and
// expires 1641291475.
const DOC_BODY =
  '{"context":{"domain":"nic2004:60212","country":"IND","city":"Kochi","action":"search","core_version":"0.9.1","bap_id":"bap.stayhalo.in","bap_uri":"https://8f9f-49-207-209-131.ngrok.io/protocol/","transaction_id":"e6d9f908-1d26-4ff3-a6d1-3af3d3721054","message_id":"a2fe6d52-9fe4-4d1a-9d0b-dccb8b48522d","timestamp":"2022-01-04T09:17:55.971Z","ttl":"P1M"},"message":{"intent":{"fulfillment":{"start":{"location":{"gps":"10.108768, 76.347517"}},"end":{"location":{"gps":"10.102997, 76.353480"}}}}}}';
const DOC_PRIVATE =
  'lP3sHA+9gileOkXYJXh4Jg8tK0gEEMbf9yCPnFpbldhrAY+NErqL9WD+Vav7TE5tyVXGXBle9ONZi2W7o144eQ==';
const DOC_PUBLIC = 'awGPjRK6i/Vg/lWr+0xObclVxlwZXvTjWYtlu6NeOHk=';
const DOC_DIGEST = 'b6lf6lRgOweajukcvcLsagQ2T60+85kRh/Rd2bdS+TG/5ALebOEgDJfyCrre/1+BMu5nA94o4DT3pTFXuUg7sw==';
const DOC_SIGNATURE =
  'cjbhP0PFyrlSCNszJM1F/YmHDVAWsZqJUPzojnE/7TJU3fJ/rmIlgaUHEr5E0/2PIyf0tpSnWtT6cyNNlpmoAQ==';

const NOW = 1_764_000_000;
const made = generateSigningKeyPair();
const lender = {
  ...signingKeyPairFrom(made.privateKeyBase64),
  subscriberId: 'lender.example',
  uniqueKeyId: 'k7',
};
const signer = {
  subscriberId: lender.subscriberId,
  uniqueKeyId: lender.uniqueKeyId,
  privateKey: lender.privateKey,
};
const registry: KeyLookup = (subscriberId, uniqueKeyId) =>
  Promise.resolve(
    subscriberId === 'lender.example' && uniqueKeyId === 'k7' ? publicKeyFrom(lender.publicKeyBase64) : null,
  );
const body = Buffer.from(JSON.stringify({ context: { action: 'on_search' }, message: { catalog: {} } }));

describe('ONDC signing (developer-docs worked example)', () => {
  it('computes the published BLAKE-512 digest and signature', () => {
    expect(bodyDigest(DOC_BODY)).toBe(DOC_DIGEST);
    const pair = signingKeyPairFrom(DOC_PRIVATE);
    expect(pair.publicKeyBase64).toBe(DOC_PUBLIC);
    const header = createAuthorization(
      { subscriberId: 'example-bap.com', uniqueKeyId: 'bap1234', privateKey: pair.privateKey },
      DOC_BODY,
      1641287875,
      3600,
    );
    expect(header).toBe(
      `Signature keyId="example-bap.com|bap1234|ed25519",algorithm="ed25519",created="1641287875",` +
        `expires="1641291475",headers="(created) (expires) digest",signature="${DOC_SIGNATURE}"`,
    );
    expect(signingString(1641287875, 1641291475, DOC_DIGEST)).toBe(
      `(created): 1641287875\n(expires): 1641291475\ndigest: BLAKE-512=${DOC_DIGEST}`,
    );
  });

  it('takes a 32-byte seed and the 64-byte libsodium key to the same key pair', () => {
    const seed = Buffer.from(DOC_PRIVATE, 'base64').subarray(0, 32).toString('base64');
    expect(signingKeyPairFrom(seed).publicKeyBase64).toBe(DOC_PUBLIC);
    expect(() => signingKeyPairFrom(Buffer.alloc(16).toString('base64'))).toThrow();
  });
});

describe('verifyAuthorization', () => {
  const header = createAuthorization(signer, body, NOW, 300);

  it('accepts its own signature and names the signer', async () => {
    expect(await verifyAuthorization(header, body, NOW + 10, registry)).toEqual({
      ok: true,
      subscriberId: 'lender.example',
      uniqueKeyId: 'k7',
    });
  });

  it('refuses a body changed by one byte', async () => {
    const tampered = Buffer.from(body.toString().replace('catalog', 'catalof'));
    expect(await verifyAuthorization(header, tampered, NOW, registry)).toMatchObject({
      ok: false,
      reason: 'bad_signature',
    });
  });

  it('refuses a header whose window was moved (the signature covers created and expires)', async () => {
    const moved = header.replace(`expires="${String(NOW + 300)}"`, `expires="${String(NOW + 9000)}"`);
    expect(moved).not.toBe(header);
    expect(await verifyAuthorization(moved, body, NOW, registry)).toMatchObject({ reason: 'bad_signature' });
  });

  it('refuses a signature made with another key under the same key id', async () => {
    const other = signingKeyPairFrom(generateSigningKeyPair().privateKeyBase64);
    const forged = createAuthorization({ ...signer, privateKey: other.privateKey }, body, NOW, 300);
    expect(await verifyAuthorization(forged, body, NOW, registry)).toMatchObject({ reason: 'bad_signature' });
  });

  it('refuses an expired signature and one created in the future', async () => {
    expect(await verifyAuthorization(header, body, NOW + 301, registry)).toMatchObject({ reason: 'expired' });
    const future = createAuthorization(signer, body, NOW + 3600, 300);
    expect(await verifyAuthorization(future, body, NOW, registry)).toMatchObject({ reason: 'not_yet_valid' });
  });

  it('refuses an unsigned call, a malformed header and another algorithm', async () => {
    expect(await verifyAuthorization(undefined, body, NOW, registry)).toEqual({
      ok: false,
      reason: 'unsigned',
    });
    expect(await verifyAuthorization('Bearer abc', body, NOW, registry)).toMatchObject({
      reason: 'malformed',
    });
    const rsa = header.replaceAll('ed25519', 'rsa');
    expect(await verifyAuthorization(rsa, body, NOW, registry)).toMatchObject({ reason: 'algorithm' });
    const mixed = header.replace('algorithm="ed25519"', 'algorithm="rsa"');
    expect(await verifyAuthorization(mixed, body, NOW, registry)).toMatchObject({ reason: 'malformed' });
  });

  it('refuses a header naming a parameter twice, whichever copy is the genuine one', async () => {
    const other = createAuthorization({ ...signer, subscriberId: 'other.example' }, body, NOW, 300);
    const keyIdOf = (h: string) => /keyId="[^"]*"/.exec(h)?.[0] ?? '';
    for (const doubled of [
      `${header},${keyIdOf(other)}`,
      header.replace('Signature ', `Signature ${keyIdOf(other)},`),
      `${header},created="${String(NOW + 1)}"`,
      `${header},signature="${Buffer.alloc(64).toString('base64')}"`,
    ]) {
      expect(await verifyAuthorization(doubled, body, NOW, registry), doubled).toMatchObject({
        ok: false,
        reason: 'malformed',
      });
    }
  });

  it('refuses a key the registry does not know', async () => {
    const unknown = createAuthorization({ ...signer, uniqueKeyId: 'k8' }, body, NOW, 300);
    expect(await verifyAuthorization(unknown, body, NOW, registry)).toEqual({
      ok: false,
      reason: 'unknown_key',
      subscriberId: 'lender.example',
    });
  });

  it('parses the header parameters', () => {
    expect(parseAuthorization(header)).toMatchObject({
      subscriberId: 'lender.example',
      uniqueKeyId: 'k7',
      algorithm: 'ed25519',
      created: NOW,
      expires: NOW + 300,
      headers: '(created) (expires) digest',
    });
    expect(parseAuthorization('Signature keyId="a|b",created="1",expires="2",signature="x"')).toBeNull();
  });
});
