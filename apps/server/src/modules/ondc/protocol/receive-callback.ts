import { ondcEnvelope, type OndcAckResponse, type OndcCallbackAction } from '@cl/contracts';
import { ack, nack, ONDC_ERROR, signatureNack } from './ack.ts';
import { insertMessageOnce, type Db } from './message-log.repository.ts';
import { participantSwitchedOff } from './participants.repository.ts';
import { verifyAuthorization, type KeyLookup, type SignatureFailure } from './signature.ts';

// A callback in (ADR 031): verify the signature over the exact bytes, check the envelope, store
// it once, answer ACK. Applying it to a customer's application happens later, from the log
// (callback-dispatch.ts), so the ACK never waits on product rules and a crash loses nothing.

export interface ReceiveDeps {
  db: Db;
  lookupKey: KeyLookup;
  /** Our subscriber id: a callback for another buyer app is refused. */
  subscriberId: string;
}

export interface ReceivedCallback {
  action: OndcCallbackAction;
  rawBody: Buffer;
  authorization: string | undefined;
  now: Date;
}

export type ReceiveOutcome =
  | { status: 200; body: OndcAckResponse; stored: 'new' | 'repeat' }
  | {
      status: 400 | 401;
      body: OndcAckResponse;
      stored: 'refused';
      reason: SignatureFailure | 'body' | 'context' | 'switched_off';
    };

export async function receiveCallback(deps: ReceiveDeps, input: ReceivedCallback): Promise<ReceiveOutcome> {
  const check = await verifyAuthorization(
    input.authorization,
    input.rawBody,
    Math.floor(input.now.getTime() / 1000),
    deps.lookupKey,
  );
  const text = input.rawBody.toString('utf8');
  const envelope = ondcEnvelope.safeParse(parseJson(text));
  if (!envelope.success) {
    // Without a context there is no transaction to file it under: refused, not stored.
    if (!check.ok)
      return { status: 401, body: signatureNack(check.reason), stored: 'refused', reason: check.reason };
    const paths = envelope.error.issues[0]?.path.join('.') ?? '';
    const body = nack(ONDC_ERROR.missingData, 'The body is not a valid message', paths);
    return { status: 400, body, stored: 'refused', reason: 'body' };
  }
  const { context } = envelope.data;
  const row = {
    transactionId: context.transaction_id,
    messageId: context.message_id,
    action: input.action,
    direction: 'in' as const,
    senderSubscriberId: check.ok ? check.subscriberId : (check.subscriberId ?? context.bpp_id ?? 'unknown'),
    targetUri: null,
    body: envelope.data,
    rawBody: text,
    authorization: input.authorization ?? '',
    at: input.now,
  };
  if (!check.ok) {
    // Kept for the audit (verified = false); such rows never count as the message (the unique key
    // covers verified rows only) and are never applied.
    await insertMessageOnce(deps.db, { ...row, verified: false });
    return { status: 401, body: signatureNack(check.reason), stored: 'refused', reason: check.reason };
  }
  const contextProblem = contextMismatch(input.action, check.subscriberId, deps.subscriberId, context);
  if (contextProblem)
    return {
      status: 400,
      body: nack(ONDC_ERROR.general, contextProblem),
      stored: 'refused',
      reason: 'context',
    };
  if (await participantSwitchedOff(deps.db, check.subscriberId, check.uniqueKeyId)) {
    // An admin switched this lender off (the participants page): kept for the audit, never applied.
    await insertMessageOnce(deps.db, { ...row, verified: false });
    return {
      status: 401,
      body: nack(ONDC_ERROR.general, 'Unauthorised: this participant is switched off by the buyer app'),
      stored: 'refused',
      reason: 'switched_off',
    };
  }
  const stored = await insertMessageOnce(deps.db, { ...row, verified: true });
  return { status: 200, body: ack(), stored: stored ? 'new' : 'repeat' };
}

/** Why a signed callback is still not ours to take, or null. */
function contextMismatch(
  action: OndcCallbackAction,
  signer: string,
  ourId: string,
  context: { action: string; bap_id: string; bpp_id?: string | undefined },
): string | null {
  if (context.action !== action) return `context.action is ${context.action}, not ${action}`;
  if (context.bap_id !== ourId) return 'context.bap_id is not this buyer app';
  // A lender may only speak for itself: the signer is the context's BPP.
  if (context.bpp_id !== signer) return 'the signer is not context.bpp_id';
  return null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
