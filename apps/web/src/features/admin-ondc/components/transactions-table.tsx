import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { OndcTransactionSummary } from '@cl/contracts';
import { formatDateTime } from '@/lib/date-format';
import { OndcTable, TransactionCell } from './ondc-table';

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
  return (
    <OndcTable
      label={t('menu.ondc-transactions')}
      headings={COLUMNS.map((column) => t(`ondc.transactions.columns.${column}`))}
      empty={rows.length === 0 ? t('ondc.transactions.empty') : null}
    >
      {rows.map((row) => (
        <TableRow key={row.transaction_id}>
          <TransactionCell id={row.transaction_id} minWidth={140} />
          <TableCell sx={{ fontFamily: 'monospace' }}>{row.first_action}</TableCell>
          <TableCell sx={{ fontFamily: 'monospace' }}>{row.last_action}</TableCell>
          <TableCell align="right">{row.messages}</TableCell>
          <TableCell align="right">{row.refused}</TableCell>
          <TableCell align="right">{row.nacks}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.first_at, i18n.language)}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.last_at, i18n.language)}</TableCell>
        </TableRow>
      ))}
    </OndcTable>
  );
}
