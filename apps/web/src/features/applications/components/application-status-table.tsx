import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ApplicationSummary } from '@cl/contracts';
import { Collapse } from '@/components/ui/collapse';
import { ExpandIcon } from '@/components/ui/expand-icon';
import { StatusChip } from '@/components/ui/status-chip';
import { paths } from '@/config/paths';
import { formatIndiaDay } from '@/lib/date-format';
import { formatMoney } from '@/lib/format';
import { ApplicationTimeline } from './application-timeline';
import { NetworkApplicationStep } from './network-application-step';
import './applications.css';

function ApplicationRow({ application }: { application: ApplicationSummary }) {
  const { t, i18n } = useTranslation('offers');
  const [open, setOpen] = useState(false);
  const timelineId = `timeline-${application.publicId}`;
  return (
    <>
      <tr className={open ? 'app-table__open' : undefined}>
        <td className="app-table__first">
          <p className="app-table__lender">{application.lenderName}</p>
          <p className="cl-body2">
            {formatIndiaDay(application.createdAt, i18n.language)}
            {/* On a phone the amount shares this cell, so the lender's name keeps its width. */}
            <span className="app-table__phone-amount">{` · ${formatMoney(application.amount)}`}</span>
          </p>
        </td>
        <td className="app-table__amount">{formatMoney(application.amount)}</td>
        <td>
          <StatusChip status={application.customerStatus} />
          {application.customerStatus === 'continue_at_lender' && (
            <RouterLink
              className="cl-link app-table__step"
              to={paths.offers.lenderSubmit.getHref(application.publicId)}
              aria-label={t('offer.continueTo', { lender: application.lenderName })}
            >
              {t('applications.continue')}
            </RouterLink>
          )}
          <NetworkApplicationStep application={application} />
        </td>
        <td className="app-table__toggle">
          <button
            type="button"
            className="cl-icon-btn app-table__expand"
            aria-expanded={open}
            aria-controls={timelineId}
            aria-label={t('applications.showTimeline', { lender: application.lenderName })}
            onClick={() => {
              setOpen((value) => !value);
            }}
          >
            <ExpandIcon open={open} />
          </button>
        </td>
      </tr>
      <tr>
        <td colSpan={4} className="app-table__timeline">
          <Collapse open={open}>
            {/* As MUI's Collapse with unmountOnExit: the timeline is drawn only when asked for. */}
            <div id={timelineId} className="app-table__body">
              {open && <ApplicationTimeline application={application} />}
            </div>
          </Collapse>
        </td>
      </tr>
    </>
  );
}

/** spec 2: the status table of the customer's applications, each with its timeline. */
export function ApplicationStatusTable({ applications }: { applications: ApplicationSummary[] }) {
  const { t } = useTranslation('offers');
  if (applications.length === 0) {
    return <p className="app-none">{t('applications.none')}</p>;
  }
  return (
    <table className="app-table" aria-label={t('applications.title')}>
      <thead>
        <tr>
          <th className="app-table__first">{t('applications.lender')}</th>
          <th className="app-table__amount">{t('applications.amount')}</th>
          <th>{t('applications.status')}</th>
          <th className="app-table__toggle">
            <span className="app-table__hidden">{t('applications.timeline')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {applications.map((application) => (
          <ApplicationRow key={application.publicId} application={application} />
        ))}
      </tbody>
    </table>
  );
}
