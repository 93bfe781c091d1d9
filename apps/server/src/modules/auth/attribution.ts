import { z } from 'zod';
import type { FastifyRequest } from 'fastify';

// spec 3 browser-stored values: partnerId, urlSegment and utms (JSON) say where a lead came from.
const utms = z.record(z.string().max(64), z.string().max(256)).refine((r) => Object.keys(r).length <= 12);

export interface Attribution {
  partnerId?: number;
  data?: { utms?: Record<string, string>; urlSegment?: string };
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
  return { partnerId: Number.isInteger(partnerId) && partnerId > 0 ? partnerId : undefined, data };
}
