import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Statement } from '@cl/contracts';
import { formatDay } from '@/lib/date-format';
import { formatLedgerPaise } from '@/lib/format';

interface StatementTableProps {
  statement: Statement;
  /** The statement's CSV (same lines, IST times, ₹ Indian grouping). */
  exportHref: string;
}

/**
 * Issue 15: a partner's or lender's monthly statement from the revenue ledger, shown alike in the
 * admin console and the partner portal. Corrections of closed months are marked.
 */
export function StatementTable({ statement, exportHref }: StatementTableProps) {
  const { t, i18n } = useTranslation('common');
  const isPartner = statement.party === 'partner';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, flex: 1 }}>
          {t('statement.title', { name: statement.name, month: statement.month })}
        </Typography>
        <Chip
          size="small"
          color={statement.state === 'open' ? 'default' : 'success'}
          label={t(`statement.states.${statement.state}`)}
        />
        <Button size="small" variant="outlined" href={exportHref} download>
          {t('statement.exportCsv')}
        </Button>
      </Box>
      <TableContainer>
        <Table
          size="small"
          aria-label={t('statement.title', { name: statement.name, month: statement.month })}
        >
          <TableHead>
            <TableRow>
              <TableCell>{t('statement.reference')}</TableCell>
              <TableCell>{t('statement.lender')}</TableCell>
              <TableCell>{t('statement.disbursalDay')}</TableCell>
              <TableCell align="right">{t('statement.disbursed')}</TableCell>
              <TableCell align="right">
                {isPartner ? t('statement.earning') : t('statement.revenue')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {statement.lines.length === 0 ? (
              <TableRow>
                <TableCell colSpan={5}>{t('statement.empty')}</TableCell>
              </TableRow>
            ) : (
              statement.lines.map((line, index) => (
                <TableRow key={`${line.reference}-${String(index)}`}>
                  <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>
                    {line.reference}
                    {line.kind === 'reversal' ? ` · ${t('statement.reversal')}` : ''}
                    {line.correctionFor
                      ? ` · ${t('statement.correctionFor', { month: line.correctionFor })}`
                      : ''}
                  </TableCell>
                  <TableCell>{line.lender}</TableCell>
                  <TableCell>{formatDay(line.disbursalDay, i18n.language)}</TableCell>
                  <TableCell align="right">{formatLedgerPaise(line.disbursedPaise)}</TableCell>
                  <TableCell align="right">{formatLedgerPaise(line.amountPaise)}</TableCell>
                </TableRow>
              ))
            )}
            <TableRow>
              <TableCell colSpan={3} sx={{ fontWeight: 700 }}>
                {t('statement.total', { count: statement.totals.disbursals })}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                {formatLedgerPaise(statement.totals.disbursedPaise)}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }} data-testid="statement-total">
                {formatLedgerPaise(statement.totals.amountPaise)}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
