import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SupportThreadSummary } from '@cl/contracts';
import { formatDateTime } from '@/lib/date-format';
import { StatusChip } from './status-chip';

interface ThreadTableProps {
  rows: readonly SupportThreadSummary[];
  selected: string | null;
  onSelect: (reference: string) => void;
}

/** One row per thread; choosing a row opens it beside the list. */
export function ThreadTable({ rows, selected, onSelect }: ThreadTableProps) {
  const { t, i18n } = useTranslation('admin-ops');
  if (rows.length === 0) return <Typography color="text.secondary">{t('support.empty')}</Typography>;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('support.listLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('support.columns.reference')}</TableCell>
            <TableCell>{t('support.columns.from')}</TableCell>
            <TableCell>{t('support.columns.subject')}</TableCell>
            <TableCell>{t('support.columns.status')}</TableCell>
            <TableCell>{t('support.columns.assignee')}</TableCell>
            <TableCell>{t('support.columns.opened')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={row.reference}
              hover
              selected={row.reference === selected}
              onClick={() => {
                onSelect(row.reference);
              }}
              sx={{ cursor: 'pointer' }}
            >
              <TableCell>
                <Typography
                  component="button"
                  type="button"
                  variant="body2"
                  onClick={(event) => {
                    event.stopPropagation();
                    onSelect(row.reference);
                  }}
                  sx={{ all: 'unset', cursor: 'pointer', fontWeight: 600, fontFamily: 'monospace' }}
                >
                  {row.reference}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {t(`support.types.${row.type}`)}
                </Typography>
              </TableCell>
              <TableCell>{row.from}</TableCell>
              <TableCell sx={{ maxWidth: 280, overflow: 'hidden', textOverflow: 'ellipsis' }}>
                {row.subject}
              </TableCell>
              <TableCell>
                <StatusChip status={row.status} />
              </TableCell>
              <TableCell>{row.assignee ?? t('support.filters.unassigned')}</TableCell>
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
