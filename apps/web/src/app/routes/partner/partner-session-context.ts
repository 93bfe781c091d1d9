import { createContext, useContext } from 'react';
import type { PartnerSession } from '@/features/partner-session/api/get-partner-session';

/** The signed-in partner, provided by the session gate to every page below it. */
export const PartnerSessionContext = createContext<PartnerSession | null>(null);

export function usePartner(): PartnerSession {
  const session = useContext(PartnerSessionContext);
  if (!session) throw new Error('usePartner outside the partner session gate');
  return session;
}
