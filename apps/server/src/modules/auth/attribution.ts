import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import {
  findLeadPartnerId,
  findPartnerBySource,
  findPartnerId,
  linkLeadToUser,
} from './attribution.repository.ts';

// spec 3 browser-stored values: partnerId, urlSegment and utms (JSON) say where a lead came from.
const utms = z.record(z.string().max(64), z.string().max(256)).refine((r) => Object.keys(r).length <= 12);

export interface Attribution {
  partnerId?: number;
  /** spec 3 prospectAppId: a partner lead opened through /transfer/:prospectId. */
  prospectId?: string;
  data?: { utms?: Record<string, string>; urlSegment?: string };
  /** The partner whose own host name the sign-up came through (a white-label site). */
  sitePartnerId?: number;
}

export function readAttribution(request: FastifyRequest): Attribution {
  const cookies = request.cookies;
  const partnerId = Number(cookies.partnerId);
  let parsedUtms: Record<string, string> | undefined;
  try {
    const result = utms.safeParse(JSON.parse(cookies.utms ?? 'null'));
    parsedUtms = result.success ? result.data : undefined;
  } catch {
    parsedUtms = undefined;
  }
  const urlSegment = /^[A-Za-z0-9_-]{1,64}$/.test(cookies.urlSegment ?? '') ? cookies.urlSegment : undefined;
  const data = parsedUtms || urlSegment ? { utms: parsedUtms, urlSegment } : undefined;
  const prospect = cookies.prospectAppId;
  const prospectId = prospect && /^[0-9a-f-]{36}$/i.test(prospect) ? prospect : undefined;
  return {
    partnerId: Number.isInteger(partnerId) && partnerId > 0 ? partnerId : undefined,
    prospectId,
    data,
  };
}

/**
 * The partner a new customer is attributed to (issue 6): the partnerId cookie when it names a real
 * partner, else the partner whose UTM id or key is the utm_source (referral links carry it), else
 * the partner named by the landing (tracking links for a partner, partner sites), else the partner
 * whose host name the sign-up came through.
 */
export async function resolvePartnerId(db: Database, attribution: Attribution): Promise<number | undefined> {
  if (attribution.partnerId !== undefined) {
    const id = await findPartnerId(db, attribution.partnerId);
    if (id !== undefined) return id;
  }
  if (attribution.prospectId) {
    const partnerId = await findLeadPartnerId(db, attribution.prospectId);
    if (partnerId !== undefined) return partnerId;
  }
  // A campaign link may name its own utm_source ('sms') and the partner it is for separately.
  for (const source of [attribution.data?.utms?.utm_source, attribution.data?.utms?.partner]) {
    if (!source) continue;
    const row = await findPartnerBySource(db, source);
    if (row && !row.isDefault) return row.id;
  }
  return attribution.sitePartnerId;
}

/** Ties a partner's pushed lead to the customer who signed in with the lead's number or email. */
export async function linkProspect(
  db: Database,
  prospectId: string | undefined,
  userId: number,
  destination: string,
): Promise<void> {
  if (!prospectId) return;
  await linkLeadToUser(db, prospectId, userId, destination);
}
