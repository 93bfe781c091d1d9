import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { OndcTransactionSummary } from '@cl/contracts';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/date-format';

const COLUMNS = [
  'transactionId',
  'firstAction',
  'lastAction',
  'messages',
  'refused',
  'nacks',
  'firstAt',
  'lastAt',
] as const;

/** One row per ONDC transaction; its id opens every message of it. */
export function TransactionsTable({ rows }: { rows: readonly OndcTransactionSummary[] }) {
  const { t, i18n } = useTranslation('admin');
  if (rows.length === 0)
    return <Typography color="text.secondary">{t('ondc.transactions.empty')}</Typography>;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('menu.ondc-transactions')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {t(`ondc.transactions.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.transaction_id}>
              <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all', minWidth: 140 }}>
                <Link component={RouterLink} to={paths.admin.ondcTransaction.getHref(row.transaction_id)}>
                  {row.transaction_id}
                </Link>
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{row.first_action}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{row.last_action}</TableCell>
              <TableCell align="right">{row.messages}</TableCell>
              <TableCell align="right">{row.refused}</TableCell>
              <TableCell align="right">{row.nacks}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(row.first_at, i18n.language)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(row.last_at, i18n.language)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
