import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { useLinkPartners } from '../api/get-link-partners';
import type { TrackingLink } from '../api/get-tracking-links';
import { LinkCopy } from './link-copy';

/** Tracking links, newest first: where each leads, its UTM values, its clicks, and Copy. */
export function TrackingLinksTable({ rows }: { rows: TrackingLink[] }) {
  const { t } = useTranslation('admin-ops');
  const partners = useLinkPartners();
  const partnerName = (id: number | null) =>
    id === null
      ? null
      : (partners.data?.find((partner) => partner.id === id)?.displayName ?? `#${String(id)}`);

  return (
    <TableContainer component={Paper} variant="outlined">
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, p: 2, pb: 0 }}>
        {t('tracking.links')}
      </Typography>
      <Table size="small" aria-label={t('tracking.links')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('tracking.name')}</TableCell>
            <TableCell sx={{ minWidth: 220 }}>{t('tracking.link')}</TableCell>
            <TableCell>{t('tracking.targetPath')}</TableCell>
            <TableCell>{t('tracking.utm')}</TableCell>
            <TableCell align="right">{t('tracking.clicks')}</TableCell>
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
              <TableCell>
                {row.name}
                {row.partnerId !== null && (
                  <Typography variant="body2" color="text.secondary">
                    {partnerName(row.partnerId)}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                <LinkCopy url={row.url} />
              </TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>{row.targetPath}</TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>
                {row.utmSource} / {row.utmMedium} / {row.utmCampaign}
              </TableCell>
              <TableCell align="right">{formatNumber(row.clicks)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
