import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ApplicationSummary } from '@cl/contracts';
import { paths } from '@/config/paths';
import { formatIndiaDay } from '@/lib/date-format';
import { formatMoney } from '@/lib/format';

import { ApplicationStatusChip } from '@/components/ui/application-status-chip';
import { ApplicationTimeline } from './application-timeline';
import { NetworkApplicationStep } from './network-application-step';

function ApplicationRow({ application }: { application: ApplicationSummary }) {
  const { t, i18n } = useTranslation('offers');
  const [open, setOpen] = useState(false);
  const timelineId = `timeline-${application.publicId}`;
  return (
    <>
      <TableRow sx={{ '& > td': { borderBottom: open ? 'none' : undefined } }}>
        <TableCell sx={{ pl: { xs: 1, sm: 2 } }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{application.lenderName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {formatIndiaDay(application.createdAt, i18n.language)}
            {/* On a phone the amount shares this cell, so the lender's name keeps its width. */}
            <Box component="span" sx={{ display: { sm: 'none' } }}>
              {` · ${formatMoney(application.amount)}`}
            </Box>
          </Typography>
        </TableCell>
        <TableCell align="right" sx={{ whiteSpace: 'nowrap', display: { xs: 'none', sm: 'table-cell' } }}>
          {formatMoney(application.amount)}
        </TableCell>
        <TableCell>
          <ApplicationStatusChip status={application.customerStatus} />
          {application.customerStatus === 'continue_at_lender' && (
            <Link
              component={RouterLink}
              to={paths.offers.lenderSubmit.getHref(application.publicId)}
              variant="body2"
              sx={{ display: 'block', mt: 0.5 }}
              aria-label={t('offer.continueTo', { lender: application.lenderName })}
            >
              {t('applications.continue')}
            </Link>
          )}
          <NetworkApplicationStep application={application} />
        </TableCell>
        <TableCell padding="none" sx={{ pr: { xs: 0.5, sm: 1 } }}>
          <IconButton
            aria-expanded={open}
            aria-controls={timelineId}
            aria-label={t('applications.showTimeline', { lender: application.lenderName })}
            onClick={() => {
              setOpen((value) => !value);
            }}
          >
            {open ? <ExpandLess /> : <ExpandMore />}
          </IconButton>
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={4} sx={{ py: 0, px: { xs: 1, sm: 2 } }}>
          <Collapse in={open} unmountOnExit>
            <Box id={timelineId} sx={{ py: 2 }}>
              <ApplicationTimeline application={application} />
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}

/** spec 2: the status table of the customer's applications, each with its timeline. */
export function ApplicationStatusTable({ applications }: { applications: ApplicationSummary[] }) {
  const { t } = useTranslation('offers');
  if (applications.length === 0) {
    return <Typography color="text.secondary">{t('applications.none')}</Typography>;
  }
  return (
    <Table size="small" aria-label={t('applications.title')}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ pl: { xs: 1, sm: 2 } }}>{t('applications.lender')}</TableCell>
          <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
            {t('applications.amount')}
          </TableCell>
          <TableCell>{t('applications.status')}</TableCell>
          <TableCell padding="none">
            <Box component="span" sx={visuallyHidden}>
              {t('applications.timeline')}
            </Box>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {applications.map((application) => (
          <ApplicationRow key={application.publicId} application={application} />
        ))}
      </TableBody>
    </Table>
  );
}

// Pixel strings: in sx a bare 1 means 100%.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
