import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isApplicationStatus } from '@cl/contracts';
import { formatMoney } from '@/lib/format';
import { formatDateTime } from '@/lib/date-format';
import type { CsrCustomer } from '@cl/contracts';

interface CustomerApplicationsProps {
  applications: CsrCustomer['applications'];
  /** spec 2 csr-portal/:id/:pid: the application to show first and highlighted. */
  focus: string | null;
}

/** A customer's applications, each with its timeline (status file, MIS and lender events). */
export function CustomerApplications({ applications, focus }: CustomerApplicationsProps) {
  const { t, i18n } = useTranslation('admin-ops');
  const status = (value: string) => (isApplicationStatus(value) ? t(`statuses.${value}`) : value);
  const ordered = [...applications].sort(
    (a, b) => Number(b.publicId === focus) - Number(a.publicId === focus),
  );
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {t('csr.applications')}
      </Typography>
      {ordered.length === 0 && <Typography color="text.secondary">{t('noData')}</Typography>}
      {ordered.map((application) => (
        <Box
          key={application.publicId}
          component="article"
          aria-label={`${application.lenderName} ${application.publicId}`}
          sx={{
            border: 1,
            borderColor: application.publicId === focus ? 'primary.main' : 'divider',
            borderRadius: 2,
            p: 1.5,
          }}
        >
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 700, flex: 1 }}>
              {application.lenderName} · {application.product} · {formatMoney(application.amount)}
            </Typography>
            <Chip size="small" color="primary" label={status(application.status)} />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
            {application.publicId}
          </Typography>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
            {t('csr.timeline')}
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 3 }}>
            {application.timeline.map((event) => (
              <li key={`${event.at}-${event.status}`}>
                <Typography variant="body2">
                  {formatDateTime(event.at, i18n.language)} — {status(event.status)} ({event.source})
                  {event.note ? `: ${event.note}` : ''}
                </Typography>
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </Paper>
  );
}
