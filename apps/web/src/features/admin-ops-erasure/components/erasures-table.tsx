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
import { useErasures } from '../api/get-erasures';

/** The record of erasure requests (who asked for whom, why, when it completed). */
export function ErasuresTable() {
  const { t, i18n } = useTranslation('admin-ops');
  const erasures = useErasures();
  const rows = erasures.data ?? [];
  return (
    <TableContainer component={Paper} variant="outlined">
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, p: 2, pb: 0 }}>
        {t('erasure.requests')}
      </Typography>
      <Table size="small" aria-label={t('erasure.requests')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('erasure.customer')}</TableCell>
            <TableCell>{t('erasure.admin')}</TableCell>
            <TableCell>{t('erasure.reason')}</TableCell>
            <TableCell>{t('erasure.requestedAt')}</TableCell>
            <TableCell>{t('erasure.completedAt')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={5}>{erasures.isPending ? t('loading') : t('noData')}</TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell>#{row.userId}</TableCell>
                <TableCell>#{row.adminId}</TableCell>
                <TableCell>{row.reason}</TableCell>
                <TableCell>{formatDateTime(row.requestedAt, i18n.language)}</TableCell>
                <TableCell>
                  {row.completedAt ? formatDateTime(row.completedAt, i18n.language) : t('erasure.pending')}
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
