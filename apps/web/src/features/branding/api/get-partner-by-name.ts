import { useEffect, useSyncExternalStore } from 'react';
import { API, apiPath, type PartnerBranding } from '@cl/contracts';
import { apiRequest, type ResponseParser } from '@/lib/api-client';

// spec 7: GET /api/get-partner-by-name/{partnerName}; an unknown name answers the default brand.
// The brand themes the start page, which ships without zod and TanStack Query
// (docs/decisions/007-start-page-budget.md): the answer is checked by hand against the fields of
// partnerBranding in @cl/contracts, and kept in a small cache of its own.

const TEXT_FIELDS = ['name', 'logo', 'fontFamily', 'primaryColor', 'secondaryColor'] as const;
const NULLABLE_FIELDS = ['fontSource', 'title', 'coBrandLogo'] as const;

function readBranding(value: unknown): PartnerBranding | null {
  if (typeof value !== 'object' || value === null) return null;
  const record: Record<string, unknown> = { ...value };
  const text = (key: string): string | null => {
    const field = record[key];
    return typeof field === 'string' ? field : null;
  };
  const nullable = (key: string) => record[key] === null || typeof record[key] === 'string';
  const tancApply = record.tancApply;
  if (!TEXT_FIELDS.every((key) => text(key) !== null)) return null;
  if (!NULLABLE_FIELDS.every(nullable) || typeof tancApply !== 'boolean') return null;
  return {
    name: text('name') ?? '',
    logo: text('logo') ?? '',
    fontSource: text('fontSource'),
    fontFamily: text('fontFamily') ?? '',
    primaryColor: text('primaryColor') ?? '',
    secondaryColor: text('secondaryColor') ?? '',
    title: text('title'),
    tancApply,
    coBrandLogo: text('coBrandLogo'),
  };
}

export const partnerByNameParser: ResponseParser<PartnerBranding> = {
  safeParse(value) {
    if (typeof value !== 'object' || value === null || !('success' in value) || value.success !== true) {
      return { success: false };
    }
    const data = 'data' in value ? readBranding(value.data) : null;
    return data ? { success: true, data } : { success: false };
  },
};

export async function getPartnerByName(partnerName: string, signal?: AbortSignal): Promise<PartnerBranding> {
  return apiRequest(apiPath(API.partnerByName, { partnerName }), { schema: partnerByNameParser, signal });
}

// A brand changes rarely (the server caches it for 5 minutes too): one request per name and visit.
// A failed request is forgotten so that the next render asks again; the default brand shows meanwhile.
const brands = new Map<string, PartnerBranding>();
const pending = new Set<string>();
const listeners = new Set<() => void>();

function load(partnerName: string): void {
  if (brands.has(partnerName) || pending.has(partnerName)) return;
  pending.add(partnerName);
  getPartnerByName(partnerName).then(
    (branding) => {
      brands.set(partnerName, branding);
      pending.delete(partnerName);
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      pending.delete(partnerName);
      console.error('Could not load the partner brand', error); // spec 8: start-up failures are logged
    },
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The partner's brand once it has arrived; undefined until then, so nothing waits for it. null
 * asks for nothing (a caller that has no partner to ask about).
 */
export function usePartnerBranding(partnerName: string | null): { data: PartnerBranding | undefined } {
  const data = useSyncExternalStore(subscribe, () =>
    partnerName === null ? undefined : brands.get(partnerName),
  );
  useEffect(() => {
    if (partnerName !== null) load(partnerName);
  }, [partnerName]);
  return { data };
}

/** Forgets every brand (tests start from an empty cache). */
export function resetPartnerBrandings(): void {
  brands.clear();
  pending.clear();
}
