import type { OtpSendBody } from '@cl/contracts';

/**
 * The number or email /verification hands back with "Change number" (history state), read by
 * hand: the start page ships without zod (docs/decisions/007). Anything else reads as absent.
 */
export function identifierFromState(state: unknown): OtpSendBody | null {
  if (typeof state !== 'object' || state === null || !('request' in state)) return null;
  const request: unknown = state.request;
  if (typeof request !== 'object' || request === null) return null;
  if (!('channel' in request) || !('value' in request) || typeof request.value !== 'string') return null;
  if (request.channel === 'mobile') return { channel: 'mobile', value: request.value };
  if (request.channel === 'email') return { channel: 'email', value: request.value };
  return null;
}
