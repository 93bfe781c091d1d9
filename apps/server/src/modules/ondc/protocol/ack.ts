import type { OndcAckResponse } from '@cl/contracts';
import type { SignatureFailure } from './signature.ts';

// The synchronous answer to a callback (build.yaml responses.default). FIS12's error list
// (components/error_codes) has no signature code: a refused signature answers HTTP 401, as
// signing-verification.md asks ("NACK response with Unauthorised response code"), with the list's
// general error 80215, the reason in the message; a body the schema refuses is 80217 (missing
// data); a sender over the callback rate limit is HTTP 429 with 80223. ADR 031.

export const ONDC_ERROR = {
  general: '80215',
  missingData: '80217',
  // "API Rate Limit Exceeded": listed as from a BPP; the list has no buyer-side code for it.
  rateLimited: '80223',
} as const;

export const ack = (): OndcAckResponse => ({ message: { ack: { status: 'ACK' } } });

export const nack = (code: string, message: string, paths?: string): OndcAckResponse => ({
  message: { ack: { status: 'NACK' } },
  error: { code, message, ...(paths ? { paths } : {}) },
});

const SIGNATURE_MESSAGES: Record<SignatureFailure, string> = {
  unsigned: 'Unauthorised: no Authorization header',
  malformed: 'Unauthorised: the Authorization header is not an ONDC signature',
  algorithm: 'Unauthorised: only ed25519 signatures are accepted',
  expired: 'Unauthorised: the signature has expired',
  not_yet_valid: 'Unauthorised: the signature is created in the future',
  unknown_key: 'Unauthorised: no registry key for this subscriber and key id',
  bad_signature: 'Unauthorised: the signature does not match the body',
};

export const signatureNack = (reason: SignatureFailure): OndcAckResponse =>
  nack(ONDC_ERROR.general, SIGNATURE_MESSAGES[reason]);
