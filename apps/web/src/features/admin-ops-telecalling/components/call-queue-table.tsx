import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/date-format';
import type { CallQueueEntry } from '../api/get-call-queue';
import { isCallOutcome } from '../utils/call-outcome-form';
import { CallOutcomeDialog } from './call-outcome-dialog';

// On a 360 px phone the profile column gives way so that Record stays in view.
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** The call queue: who to call (a tap dials on a phone), how the last call went, Record. */
export function CallQueueTable({ rows }: { rows: CallQueueEntry[] }) {
  const { t, i18n } = useTranslation('admin-ops');
  const [calling, setCalling] = useState<CallQueueEntry | null>(null);
  const outcomeText = (outcome: string) =>
    isCallOutcome(outcome) ? t(`telecalling.outcomes.${outcome}`) : outcome;

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('telecalling.queue')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('telecalling.customer')}</TableCell>
            <TableCell sx={WIDE_ONLY}>{t('telecalling.profile')}</TableCell>
            <TableCell>{t('telecalling.lastOutcome')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={4}>{t('noData')}</TableCell>
            </TableRow>
          )}
          {rows.map((row) => (
            <TableRow key={row.userId}>
              <TableCell>
                {row.name ?? t('telecalling.noName')}
                <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                  #{row.userId} · {row.mobile ? <Link href={`tel:${row.mobile}`}>{row.mobile}</Link> : '—'}
                </Typography>
              </TableCell>
              <TableCell sx={WIDE_ONLY}>
                <Chip
                  size="small"
                  color={row.plCompleted === 1 ? 'success' : 'default'}
                  label={t(row.plCompleted === 1 ? 'telecalling.profileDone' : 'telecalling.profileOpen')}
                />
              </TableCell>
              <TableCell>
                {row.lastOutcome ? outcomeText(row.lastOutcome) : t('telecalling.notCalled')}
                {row.lastCallAt && (
                  <Typography variant="body2" color="text.secondary">
                    {formatDateTime(row.lastCallAt, i18n.language)}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right">
                <Button
                  size="small"
                  variant="outlined"
                  aria-label={t('telecalling.recordFor', { name: row.name ?? `#${String(row.userId)}` })}
                  onClick={() => {
                    setCalling(row);
                  }}
                >
                  {t('telecalling.record')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {calling && (
        <CallOutcomeDialog
          key={calling.userId}
          customer={calling}
          onClose={() => {
            setCalling(null);
          }}
        />
      )}
    </TableContainer>
  );
}
