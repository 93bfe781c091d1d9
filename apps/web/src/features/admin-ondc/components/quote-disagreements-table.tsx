import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { OndcQuoteDisagreement } from '@cl/contracts';
import { formatDateTime } from '@/lib/date-format';
import { OndcTable, TransactionCell } from './ondc-table';

/** Network offers shown as the lender sent them whose figures our own loan maths does not reproduce. */
export function QuoteDisagreementsTable({ rows }: { rows: readonly OndcQuoteDisagreement[] }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <OndcTable
      label={t('ondc.quotes.title')}
      headings={(['at', 'lender', 'sender', 'transactionId', 'codes'] as const).map((column) =>
        t(`ondc.quotes.columns.${column}`),
      )}
      empty={rows.length === 0 ? t('ondc.quotes.empty') : null}
    >
      {rows.map((row) => (
        <TableRow key={row.id}>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.at, i18n.language)}</TableCell>
          <TableCell>{row.lender}</TableCell>
          <TableCell sx={{ wordBreak: 'break-all' }}>{row.sender}</TableCell>
          <TransactionCell id={row.transaction_id} />
          <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-word' }}>
            {row.codes.join(', ')}
          </TableCell>
        </TableRow>
      ))}
    </OndcTable>
  );
}
