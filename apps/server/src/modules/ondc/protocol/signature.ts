import { createHash, sign, verify, type KeyObject } from 'node:crypto';

// ONDC signing and verification (developer-docs registry/signing-verification.md): an ed25519
// signature over "(created): <unix>\n(expires): <unix>\ndigest: BLAKE-512=<base64 BLAKE2b-512 of
// the exact body bytes>", sent as
// Authorization: Signature keyId="<subscriber>|<unique key id>|ed25519",algorithm="ed25519",
// created="…",expires="…",headers="(created) (expires) digest",signature="<base64>".

export const SIGNED_HEADERS = '(created) (expires) digest';

export interface Signer {
  subscriberId: string;
  uniqueKeyId: string;
  privateKey: KeyObject;
}

export function bodyDigest(body: Buffer | string): string {
  return createHash('blake2b512').update(body).digest('base64');
}

export function signingString(created: number, expires: number, digest: string): string {
  return `(created): ${String(created)}\n(expires): ${String(expires)}\ndigest: BLAKE-512=${digest}`;
}

/** The Authorization header for a body, valid from `nowSeconds` for `validSeconds`. */
export function createAuthorization(
  signer: Signer,
  body: Buffer | string,
  nowSeconds: number,
  validSeconds: number,
): string {
  const created = nowSeconds;
  const expires = nowSeconds + validSeconds;
  const signature = sign(
    null,
    Buffer.from(signingString(created, expires, bodyDigest(body))),
    signer.privateKey,
  );
  return (
    `Signature keyId="${signer.subscriberId}|${signer.uniqueKeyId}|ed25519",algorithm="ed25519",` +
    `created="${String(created)}",expires="${String(expires)}",headers="${SIGNED_HEADERS}",` +
    `signature="${signature.toString('base64')}"`
  );
}

export interface ParsedAuthorization {
  subscriberId: string;
  uniqueKeyId: string;
  algorithm: string;
  created: number;
  expires: number;
  headers: string;
  signature: Buffer;
}

const PARAM = /([a-zA-Z]+)="([^"]*)"/g;
const UNIX = /^\d{1,12}$/;

/** The header's parameters, or null when it is not a complete ONDC signature header. */
export function parseAuthorization(header: string): ParsedAuthorization | null {
  const trimmed = header.trim();
  if (!/^Signature\s/i.test(trimmed)) return null;
  const params = new Map<string, string>();
  for (const [, name = '', value = ''] of trimmed.matchAll(PARAM)) {
    // A parameter named twice is ambiguous (which keyId signed?): the header is refused.
    if (params.has(name)) return null;
    params.set(name, value);
  }
  const keyId = params.get('keyId')?.split('|');
  const created = params.get('created') ?? '';
  const expires = params.get('expires') ?? '';
  const signature = params.get('signature') ?? '';
  const [subscriberId = '', uniqueKeyId = '', keyAlgorithm = ''] = keyId ?? [];
  if (keyId?.length !== 3 || !subscriberId || !uniqueKeyId) return null;
  if (!UNIX.test(created) || !UNIX.test(expires) || !signature) return null;
  const algorithm = params.get('algorithm') ?? keyAlgorithm;
  // signing-verification.md step 3: the keyId's algorithm must be the algorithm parameter's.
  if (keyAlgorithm !== algorithm) return null;
  return {
    subscriberId,
    uniqueKeyId,
    algorithm,
    created: Number(created),
    expires: Number(expires),
    headers: params.get('headers') ?? SIGNED_HEADERS,
    signature: Buffer.from(signature, 'base64'),
  };
}

export type SignatureFailure =
  'unsigned' | 'malformed' | 'algorithm' | 'expired' | 'not_yet_valid' | 'unknown_key' | 'bad_signature';

export type SignatureCheck =
  | { ok: true; subscriberId: string; uniqueKeyId: string }
  | { ok: false; reason: SignatureFailure; subscriberId?: string };

/** Finds a sender's public key (the registry lookup, cached); null when there is none. */
export type KeyLookup = (subscriberId: string, uniqueKeyId: string) => Promise<KeyObject | null>;

/** Seconds a `created` may lie ahead of our clock (clock drift between participants). */
const CLOCK_SKEW_SECONDS = 60;

/** Checks a header against the raw body bytes: window, digest, then the sender's key. */
export async function verifyAuthorization(
  header: string | undefined,
  rawBody: Buffer,
  nowSeconds: number,
  lookupKey: KeyLookup,
): Promise<SignatureCheck> {
  if (!header) return { ok: false, reason: 'unsigned' };
  const parsed = parseAuthorization(header);
  if (!parsed) return { ok: false, reason: 'malformed' };
  const { subscriberId } = parsed;
  if (parsed.algorithm !== 'ed25519') return { ok: false, reason: 'algorithm', subscriberId };
  if (parsed.expires < nowSeconds || parsed.expires <= parsed.created)
    return { ok: false, reason: 'expired', subscriberId };
  if (parsed.created > nowSeconds + CLOCK_SKEW_SECONDS)
    return { ok: false, reason: 'not_yet_valid', subscriberId };
  const key = await lookupKey(subscriberId, parsed.uniqueKeyId);
  if (!key) return { ok: false, reason: 'unknown_key', subscriberId };
  const signed = Buffer.from(signingString(parsed.created, parsed.expires, bodyDigest(rawBody)));
  if (!verify(null, signed, key, parsed.signature))
    return { ok: false, reason: 'bad_signature', subscriberId };
  return { ok: true, subscriberId, uniqueKeyId: parsed.uniqueKeyId };
}
