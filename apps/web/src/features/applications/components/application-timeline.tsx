import { useTranslation } from 'react-i18next';
import {
  APPLICATION_EVENT_SOURCES,
  isApplicationStatus,
  type ApplicationEventSource,
  type ApplicationSummary,
} from '@cl/contracts';
import { formatDateTime, formatDay } from '@/lib/date-format';
import { formatMoney } from '@/lib/format';
import { timelineNoteText } from './timeline-note';
import './applications.css';

function isSource(value: string): value is ApplicationEventSource {
  return APPLICATION_EVENT_SOURCES.some((source) => source === value);
}

/**
 * Every recorded change of one application, oldest first (issue 4: the customer sees a timeline;
 * RBI DLD 2025: a rejection shows the lender's reason).
 */
export function ApplicationTimeline({ application }: { application: ApplicationSummary }) {
  const { t, i18n } = useTranslation('offers');
  return (
    <div className="app-timeline">
      {application.status === 'rejected' && (
        <p className="app-timeline__fact">
          <strong>{t('applications.reason')}</strong> {application.reason ?? t('applications.noReason')}
        </p>
      )}
      {application.status === 'disbursed' && application.disbursedAmount !== null && (
        <p className="app-timeline__fact">
          {t('applications.disbursed', {
            amount: formatMoney(application.disbursedAmount),
            date: application.disbursedOn ? formatDay(application.disbursedOn, i18n.language) : '',
          })}
        </p>
      )}
      <ol aria-label={t('applications.timeline')} className="app-timeline__events">
        {application.timeline.map((event, index) => (
          <li
            key={`${event.at}-${String(index)}`}
            className={
              event.status === 'rejected'
                ? 'app-timeline__event app-timeline__event--rejected'
                : 'app-timeline__event'
            }
          >
            <p className="app-timeline__status">
              {isApplicationStatus(event.status) ? t(`status.${event.status}`) : event.status}
            </p>
            <p className="cl-body2">
              {formatDateTime(event.at, i18n.language)}
              {isSource(event.source) && ` · ${t(`source.${event.source}`)}`}
            </p>
            <TimelineNoteLine note={timelineNoteText(event, t, i18n.language)} />
          </li>
        ))}
      </ol>
    </div>
  );
}

function TimelineNoteLine({ note }: { note: string | null }) {
  return note ? <p className="cl-body2">{note}</p> : null;
}
