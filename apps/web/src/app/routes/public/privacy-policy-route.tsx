import { LegalDocument } from '@/features/legal/components/legal-document';

/** spec 2 /privacy-policy (DPDP Act 2023 and Rules 2025 notice). */
export function PrivacyPolicyRoute() {
  return <LegalDocument kind="privacy" />;
}
