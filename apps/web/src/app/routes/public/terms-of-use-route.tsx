import { usePartnerTerms } from '@/app/routes/customer/use-partner-terms';
import { LegalDocument } from '@/features/legal/components/legal-document';

/**
 * spec 2 /terms-of-use (RBI DLD 2025: an LSP that charges borrowers nothing), with the white-label
 * partner's own terms after ours when they apply (spec 3 tancApply).
 */
export function TermsOfUseRoute() {
  return <LegalDocument kind="terms" partnerTerms={usePartnerTerms()} />;
}
