import { useTranslation } from 'react-i18next';
import type { ApplicationSummary } from '@cl/contracts';
import '@/components/ui/button-variants.css';
import { useContinueApplication } from '../api/continue-application';

interface ContinueToLenderButtonProps {
  application: Pick<ApplicationSummary, 'publicId' | 'lenderName'>;
  /** The lender's link, already checked to be a safe external URL. */
  href: string;
  onContinued?: () => void;
}

/**
 * The hand-off to a redirect lender: a plain link to the lender's site (a new tab, never blocked as
 * a pop-up) that also tells the server the customer followed it, which is when the application
 * becomes 'submitted' (issue 13; docs/decisions/006).
 */
export function ContinueToLenderButton({ application, href, onContinued }: ContinueToLenderButtonProps) {
  const { t } = useTranslation('offers');
  const followed = useContinueApplication(onContinued);
  return (
    <a
      className="cl-btn cl-btn--contained cl-btn--large"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={() => {
        followed.mutate(application.publicId);
      }}
    >
      {t('handoff.continue', { lender: application.lenderName })}
      {/* @mui/icons-material OpenInNew */}
      <svg
        className="cl-btn__icon cl-btn__icon--end"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M19 19H5V5h7V3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2v-7h-2zM14 3v2h3.59l-9.83 9.83 1.41 1.41L19 6.41V10h2V3z" />
      </svg>
    </a>
  );
}
