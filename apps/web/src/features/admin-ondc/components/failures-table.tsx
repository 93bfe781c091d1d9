import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { OndcMessageView } from '@cl/contracts';
import { formatDateTime } from '@/lib/date-format';
import { OndcTable, TransactionCell } from './ondc-table';
import { useRetryOndcMessage } from '../api/retry-ondc-message';

type Failure = Omit<OndcMessageView, 'body'>;

/**
 * What went wrong with a message: its handler gave up, the other side NACKed or never answered
 * our call, or we refused it.
 */
function failureKind(row: Failure): 'applyFailed' | 'nack' | 'unanswered' | 'refused' {
  if (row.apply_failure?.failed_at) return 'applyFailed';
  if (row.direction === 'out' && row.ack_status === null) return 'unanswered';
  return row.verified ? 'nack' : 'refused';
}

/**
 * ONDC NACKs, refused callbacks and callbacks whose handler kept failing (beside the lender API
 * failure report: they name no lender).
 */
export function FailuresTable({ rows }: { rows: readonly Failure[] }) {
  const { t, i18n } = useTranslation('admin');
  const retry = useRetryOndcMessage();
  return (
    <OndcTable
      label={t('ondc.failures.title')}
      headings={(['at', 'what', 'action', 'sender', 'transactionId', 'error', 'next'] as const).map(
        (column) => t(`ondc.failures.columns.${column}`),
      )}
      empty={rows.length === 0 ? t('ondc.failures.empty') : null}
    >
      {rows.map((row) => (
        <TableRow key={row.id}>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.at, i18n.language)}</TableCell>
          <TableCell>
            {t(`ondc.failures.${failureKind(row)}`, { attempts: row.apply_failure?.attempts ?? 0 })}
          </TableCell>
          <TableCell sx={{ fontFamily: 'monospace' }}>{row.action}</TableCell>
          <TableCell sx={{ wordBreak: 'break-all' }}>{row.sender}</TableCell>
          <TransactionCell id={row.transaction_id} />
          <TableCell
            component="td"
            sx={{
              fontFamily: 'monospace',
              whiteSpace: 'pre-wrap',
              wordBreak: 'break-word',
              maxWidth: 320,
            }}
          >
            {row.apply_failure?.error ?? row.ack_error ?? '—'}
          </TableCell>
          <TableCell>
            {failureKind(row) === 'applyFailed' && (
              <Button
                size="small"
                variant="outlined"
                disabled={retry.isPending}
                aria-label={t('ondc.failures.retryOne', { action: row.action, id: row.message_id })}
                onClick={() => {
                  retry.mutate(row.id);
                }}
              >
                {t('ondc.failures.retry')}
              </Button>
            )}
          </TableCell>
        </TableRow>
      ))}
    </OndcTable>
  );
}
