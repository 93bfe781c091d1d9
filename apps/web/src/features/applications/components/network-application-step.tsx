import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ApplicationSummary } from '@cl/contracts';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import './applications.css';

/**
 * Issue 17 (ADR 034): where a loan applied for over the network waits: the lender's next form for
 * the customer (KYC, then the e-mandate), or the lender's answer (the list asks again meanwhile).
 */
export function NetworkApplicationStep({ application }: { application: ApplicationSummary }) {
  const { t } = useTranslation('offers');
  const { network } = application;
  if (!network) return null;
  const lender = application.lenderName;
  if (network.formDue) {
    const { heading, step, steps } = network.formDue;
    return (
      <RouterLink
        className="cl-link app-table__step app-table__step--strong"
        to={paths.offers.applicationLenderForm.getHref(application.publicId)}
      >
        {t('applications.network.continue', { lender, heading, step, steps })}
      </RouterLink>
    );
  }
  if (!network.waiting) return null;
  const waiting = t('applications.network.waiting', { lender });
  return (
    <div role="status" className="app-table__waiting">
      <Spinner size={16} label={waiting} />
      <p className="cl-body2">{waiting}</p>
    </div>
  );
}
