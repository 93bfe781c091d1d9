import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { helpRequestBody } from '@cl/contracts';
import type { Database } from '../../db/client.ts';
import { insertHelpRequest, setForwardStatus } from './help.repository.ts';
import { newSupportReference } from '../support-inbox/support-rules.ts';

type HelpRequest = z.output<typeof helpRequestBody>;

export interface HelpForwarding {
  url: string | undefined;
  orgId: string;
  timeoutMs: number;
}

/** Stores the request first (nothing accepted is lost), then forwards it; forwarding may fail. */
export async function submitHelpRequest(
  db: Database,
  request: HelpRequest,
  forwarding: HelpForwarding,
  log: FastifyBaseLogger,
): Promise<{ reference: string; forwarded: Promise<void> }> {
  // Issue 15: the request is also a support inbox thread, known by its reference (ADR 022).
  const row = await insertHelpRequest(db, {
    ...request,
    orgId: forwarding.orgId,
    reference: newSupportReference('HLP'),
  });
  const forwarded = forwardHelpRequest(request, forwarding)
    .then((status) => setForwardStatus(db, row.id, status))
    .catch((error: unknown) => {
      // spec 7: failure ignored (the request is stored; support sees it in the database).
      log.warn({ err: error, helpRequestId: row.id }, 'help request forward failed');
    });
  return { reference: row.reference, forwarded };
}

/** spec 7: form-encoded POST with orgid, name, email, phone, company, description. */
async function forwardHelpRequest(request: HelpRequest, forwarding: HelpForwarding): Promise<number | null> {
  if (!forwarding.url) return null;
  const body = new URLSearchParams({
    orgid: forwarding.orgId,
    name: request.name,
    email: request.email,
    phone: request.phone,
    company: request.company,
    description: request.description,
  });
  const response = await fetch(forwarding.url, {
    method: 'POST',
    body,
    signal: AbortSignal.timeout(forwarding.timeoutMs),
  });
  return response.status;
}
