import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@cl/contracts';
import { formatDateTime } from '@/lib/date-format';

/** The entries of one page, newest first, times in Indian time. */
export function AuditTable({ rows }: { rows: readonly AuditEntry[] }) {
  const { t, i18n } = useTranslation('admin-ops');
  if (rows.length === 0) return <Typography color="text.secondary">{t('audit.empty')}</Typography>;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('audit.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('audit.columns.at')}</TableCell>
            <TableCell>{t('audit.columns.admin')}</TableCell>
            <TableCell>{t('audit.columns.action')}</TableCell>
            <TableCell>{t('audit.columns.subject')}</TableCell>
            <TableCell>{t('audit.columns.detail')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={`${row.at}-${String(index)}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.at, i18n.language)}</TableCell>
              <TableCell>
                {row.admin ?? t(`audit.actors.${row.actor === 'partner' ? 'partner' : 'system'}`)}
                {row.actor === 'masquerade' ? ` (${t('audit.actors.masquerade')})` : ''}
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{row.action}</TableCell>
              <TableCell>{row.subject}</TableCell>
              <TableCell sx={{ maxWidth: 360, wordBreak: 'break-word' }}>{row.detail}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
