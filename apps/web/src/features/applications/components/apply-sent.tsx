import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ApplicationSummary } from '@cl/contracts';
import { paths } from '@/config/paths';
import { Alert } from '@/components/ui/alert';
import '@/components/ui/button-variants.css';
import { StatusChip } from '@/components/ui/status-chip';
import { useApplication } from '../api/get-application';
import './applications.css';

/** After applying to an API lender: 'Sent to <lender>' and the status, kept up to date. */
export function ApplySent({ application }: { application: ApplicationSummary }) {
  const { t } = useTranslation('offers');
  const live = useApplication(application.publicId).data ?? application;
  return (
    <div className="apply-sent">
      <Alert severity={live.status === 'rejected' ? 'error' : 'success'}>
        {t('apply.sentTo', { lender: live.lenderName })}
      </Alert>
      <div className="apply-sent__status">
        <p>{t('applications.status')}:</p>
        <StatusChip status={live.customerStatus} />
      </div>
      <p>{t(`statusHelp.${live.customerStatus}`)}</p>
      {live.status === 'rejected' && live.reason && (
        <p>
          <strong>{t('applications.reason')}</strong> {live.reason}
        </p>
      )}
      <Link className="cl-btn cl-btn--secondary" to={paths.offers.lenderTransaction.getHref(live.lenderSlug)}>
        {t('apply.trackStatus')}
      </Link>
    </div>
  );
}
