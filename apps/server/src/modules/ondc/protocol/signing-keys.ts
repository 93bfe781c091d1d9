import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';

// ONDC keys travel as raw bytes in base64 (developer-docs registry/key-format-generation.md): the
// public key is the 32-byte ed25519 point; a private key is the 32-byte seed, or libsodium's
// 64-byte secret key (seed followed by the public key). Node reads DER, so each raw key is wrapped
// in the fixed RFC 8410 prefix.

const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
const SPKI_ED25519_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

export interface SigningKeyPair {
  privateKey: KeyObject;
  /** base64 of the raw 32-byte public key, as the registry publishes it. */
  publicKeyBase64: string;
}

/** The key pair of a base64 private key (32-byte seed or 64-byte libsodium secret key). */
export function signingKeyPairFrom(privateKeyBase64: string): SigningKeyPair {
  const raw = Buffer.from(privateKeyBase64, 'base64');
  if (raw.length !== 32 && raw.length !== 64) throw new Error('ed25519 private key must be 32 or 64 bytes');
  const privateKey = createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519_PREFIX, raw.subarray(0, 32)]),
    format: 'der',
    type: 'pkcs8',
  });
  return { privateKey, publicKeyBase64: rawPublicKey(createPublicKey(privateKey)) };
}

/** A fresh key pair; the private key as base64 of its 32-byte seed. */
export function generateSigningKeyPair(): { privateKeyBase64: string; publicKeyBase64: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const der = privateKey.export({ format: 'der', type: 'pkcs8' });
  return {
    privateKeyBase64: der.subarray(PKCS8_ED25519_PREFIX.length).toString('base64'),
    publicKeyBase64: rawPublicKey(publicKey),
  };
}

/** A registry's base64 public key as a Node key, or null when it is not a 32-byte ed25519 key. */
export function publicKeyFrom(publicKeyBase64: string): KeyObject | null {
  const raw = Buffer.from(publicKeyBase64, 'base64');
  if (raw.length !== 32) return null;
  try {
    return createPublicKey({ key: Buffer.concat([SPKI_ED25519_PREFIX, raw]), format: 'der', type: 'spki' });
  } catch {
    return null;
  }
}

function rawPublicKey(key: KeyObject): string {
  return key.export({ format: 'der', type: 'spki' }).subarray(SPKI_ED25519_PREFIX.length).toString('base64');
}
