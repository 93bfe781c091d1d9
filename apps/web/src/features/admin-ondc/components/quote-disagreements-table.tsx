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
import type { OndcQuoteDisagreement } from '@cl/contracts';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/date-format';

/** Network offers shown as the lender sent them whose figures our own loan maths does not reproduce. */
export function QuoteDisagreementsTable({ rows }: { rows: readonly OndcQuoteDisagreement[] }) {
  const { t, i18n } = useTranslation('admin');
  if (rows.length === 0) return <Typography color="text.secondary">{t('ondc.quotes.empty')}</Typography>;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('ondc.quotes.title')}>
        <TableHead>
          <TableRow>
            {(['at', 'lender', 'sender', 'transactionId', 'codes'] as const).map((column) => (
              <TableCell key={column} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {t(`ondc.quotes.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.at, i18n.language)}</TableCell>
              <TableCell>{row.lender}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>{row.sender}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                <Link component={RouterLink} to={paths.admin.ondcTransaction.getHref(row.transaction_id)}>
                  {row.transaction_id}
                </Link>
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-word' }}>
                {row.codes.join(', ')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
