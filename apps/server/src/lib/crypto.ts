import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  createSecretKey,
  randomBytes,
  randomInt,
  timingSafeEqual,
  type KeyObject,
} from 'node:crypto';

/** At least 128 bits from the CSPRNG (we use 256), URL-safe. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/**
 * Issue 16: a raw Buffer key is checked and wrapped into a key object on every createHmac (about
 * 30 µs on this machine; the CSRF cookie is derived on every signed-in read); the key object is
 * made once per key. The digest is the same.
 */
const keyObjects = new WeakMap<Buffer, KeyObject>();
function keyObjectOf(key: Buffer): KeyObject {
  let keyObject = keyObjects.get(key);
  if (keyObject === undefined) {
    keyObject = createSecretKey(key);
    keyObjects.set(key, keyObject);
  }
  return keyObject;
}

export function hmacHex(key: Buffer, value: string): string {
  return createHmac('sha256', keyObjectOf(key)).update(value).digest('hex');
}

export function safeEqualHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A 6-digit code from the CSPRNG, uniformly distributed, leading zeros kept. */
export function randomOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

const IV_BYTES = 12;

/** AES-256-GCM: 'v1.' + base64url(iv | tag | ciphertext). */
export function encryptField(key: Buffer, plaintext: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

export function decryptField(key: Buffer, sealed: string): string {
  if (!sealed.startsWith('v1.')) throw new Error('unknown ciphertext version');
  const raw = Buffer.from(sealed.slice(3), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + 16));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + 16)), decipher.final()]).toString('utf8');
}
