import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/date-format';
import { formatNumber } from '@/lib/format';
import type { Campaign } from '../api/get-campaigns';

const CHANNEL_LABEL = { mobile: 'messaging.sms', email: 'messaging.email' } as const;
const isKnownChannel = (channel: string): channel is keyof typeof CHANNEL_LABEL => channel in CHANNEL_LABEL;

/** Campaigns sent, newest first, with how many messages went out and how many failed. */
export function CampaignsTable({ rows }: { rows: Campaign[] }) {
  const { t, i18n } = useTranslation('admin-ops');
  return (
    <TableContainer component={Paper} variant="outlined">
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, p: 2, pb: 0 }}>
        {t('messaging.campaigns')}
      </Typography>
      <Table size="small" aria-label={t('messaging.campaigns')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('messaging.name')}</TableCell>
            <TableCell>{t('messaging.channel')}</TableCell>
            <TableCell align="right">{t('messaging.sent')}</TableCell>
            <TableCell align="right">{t('messaging.failed')}</TableCell>
            <TableCell>{t('messaging.createdAt')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={5}>{t('noData')}</TableCell>
            </TableRow>
          )}
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell>{row.name}</TableCell>
              <TableCell>
                {isKnownChannel(row.channel) ? t(CHANNEL_LABEL[row.channel]) : row.channel}
              </TableCell>
              <TableCell align="right">{formatNumber(row.sent)}</TableCell>
              <TableCell align="right" sx={{ color: row.failed > 0 ? 'error.main' : undefined }}>
                {formatNumber(row.failed)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(row.createdAt, i18n.language)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
