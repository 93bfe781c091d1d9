import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
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
    <Box>
      {application.status === 'rejected' && (
        <Typography sx={{ mb: 1.5 }}>
          <strong>{t('applications.reason')}</strong> {application.reason ?? t('applications.noReason')}
        </Typography>
      )}
      {application.status === 'disbursed' && application.disbursedAmount !== null && (
        <Typography sx={{ mb: 1.5 }}>
          {t('applications.disbursed', {
            amount: formatMoney(application.disbursedAmount),
            date: application.disbursedOn ? formatDay(application.disbursedOn, i18n.language) : '',
          })}
        </Typography>
      )}
      <Box component="ol" aria-label={t('applications.timeline')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {application.timeline.map((event, index) => (
          <Box
            component="li"
            key={`${event.at}-${String(index)}`}
            sx={{
              position: 'relative',
              pl: 3,
              pb: index === application.timeline.length - 1 ? 0 : 2,
              borderLeft: 2,
              borderColor: index === application.timeline.length - 1 ? 'transparent' : 'divider',
              ml: 0.75,
              '&::before': {
                content: '""',
                position: 'absolute',
                left: -7,
                top: 4,
                width: 12,
                height: 12,
                borderRadius: '50%',
                bgcolor: event.status === 'rejected' ? 'error.main' : 'secondary.main',
              },
            }}
          >
            <Typography sx={{ fontWeight: 600, lineHeight: 1.3 }}>
              {isApplicationStatus(event.status) ? t(`status.${event.status}`) : event.status}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {formatDateTime(event.at, i18n.language)}
              {isSource(event.source) && ` · ${t(`source.${event.source}`)}`}
            </Typography>
            <TimelineNoteLine note={timelineNoteText(event, t, i18n.language)} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function TimelineNoteLine({ note }: { note: string | null }) {
  return note ? <Typography variant="body2">{note}</Typography> : null;
}
