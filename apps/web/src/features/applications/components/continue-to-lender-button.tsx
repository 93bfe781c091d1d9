import Button from '@mui/material/Button';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { useTranslation } from 'react-i18next';
import type { ApplicationSummary } from '@cl/contracts';
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
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      variant="contained"
      size="large"
      endIcon={<OpenInNew />}
      onClick={() => {
        followed.mutate(application.publicId);
      }}
    >
      {t('handoff.continue', { lender: application.lenderName })}
    </Button>
  );
}
