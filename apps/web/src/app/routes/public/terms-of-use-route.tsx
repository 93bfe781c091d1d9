import { LegalDocument } from '@/features/legal/components/legal-document';

/** spec 2 /terms-of-use (RBI DLD 2025: an LSP that charges borrowers nothing). */
export function TermsOfUseRoute() {
  return <LegalDocument kind="terms" />;
}
