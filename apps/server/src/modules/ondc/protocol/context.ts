import { ONDC_DOMAIN, ONDC_VERSION, type OndcAction, type OndcContext } from '@cl/contracts';

// The beckn context of every message this buyer app sends (build.yaml Context; FIS12 attributes:
// domain ONDC:FIS12, version 2.0.0, location country IND and a city code, ttl as ISO-8601).

export interface BuyerApp {
  subscriberId: string;
  subscriberUri: string;
}

export interface ContextInput {
  action: OndcAction;
  /** One id per customer request, kept from search to confirm and after. */
  transactionId: string;
  /** A fresh id per request/callback cycle (a callback echoes its request's). */
  messageId: string;
  now: Date;
  ttlSeconds: number;
  /** The lender's app once known (every action after search). */
  bpp?: { id: string; uri: string };
  /** std:<STD code>, or '*' for every city (search). */
  cityCode?: string;
}

/** A whole number of seconds as an ISO-8601 duration: PT30S, PT10M, PT1H30M, P1DT2H. */
export function isoDuration(totalSeconds: number): string {
  if (!Number.isInteger(totalSeconds) || totalSeconds <= 0)
    throw new RangeError('ttl must be a positive whole number of seconds');
  const days = Math.floor(totalSeconds / 86_400);
  const hours = Math.floor((totalSeconds % 86_400) / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const time = `${hours ? `${String(hours)}H` : ''}${minutes ? `${String(minutes)}M` : ''}${seconds ? `${String(seconds)}S` : ''}`;
  return `P${days ? `${String(days)}D` : ''}${time ? `T${time}` : ''}`;
}

export function buildOndcContext(app: BuyerApp, input: ContextInput): OndcContext {
  return {
    domain: ONDC_DOMAIN,
    location: { country: { code: 'IND' }, city: { code: input.cityCode ?? '*' } },
    action: input.action,
    version: ONDC_VERSION,
    bap_id: app.subscriberId,
    bap_uri: app.subscriberUri,
    ...(input.bpp ? { bpp_id: input.bpp.id, bpp_uri: input.bpp.uri } : {}),
    transaction_id: input.transactionId,
    message_id: input.messageId,
    timestamp: input.now.toISOString(),
    ttl: isoDuration(input.ttlSeconds),
  };
}
