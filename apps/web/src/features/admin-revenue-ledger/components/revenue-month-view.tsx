import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLedgerPaise } from '@/lib/format';
import { useCloseMonth } from '../api/close-month';
import { useRevenueMonth } from '../api/get-revenue-month';
import type { StatementParty } from '../api/get-statement';
import { LedgerStatement } from './ledger-statement';

const STATUS_COLOR = { matched: 'success', underpaid: 'warning', overpaid: 'info' } as const;

interface RevenueMonthViewProps {
  month: string;
  /** The current IST month: it cannot be closed yet. */
  currentMonth: string;
  onMonthChange: (month: string) => void;
}

/**
 * Issue 15: a month's statements from the revenue ledger: what each lender owes (slabs) against what
 * it paid, what each partner earned; each row opens its statement; an ended month can be closed.
 */
export function RevenueMonthView({ month, currentMonth, onMonthChange }: RevenueMonthViewProps) {
  const { t } = useTranslation('admin-ops');
  const revenue = useRevenueMonth(month);
  const close = useCloseMonth();
  const [party, setParty] = useState<StatementParty | null>(null);
  const data = revenue.data;
  const empty = (span: number) => (
    <TableRow>
      <TableCell colSpan={span}>{revenue.isPending ? t('loading') : t('noData')}</TableCell>
    </TableRow>
  );
  const open = (next: StatementParty) => () => {
    setParty(next);
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, flex: 1 }}>
          {t('revenue.title')}
        </Typography>
        {data && <Chip size="small" label={t(`revenue.states.${data.state}`)} />}
        {data?.state === 'open' && month < currentMonth && (
          <Button
            size="small"
            variant="outlined"
            disabled={close.isPending}
            onClick={() => {
              close.mutate(month);
            }}
          >
            {t('revenue.closeMonth')}
          </Button>
        )}
        <TextField
          type="month"
          size="small"
          label={t('revenue.month')}
          value={month}
          onChange={(event) => {
            if (/^\d{4}-\d{2}$/.test(event.target.value)) {
              setParty(null);
              onMonthChange(event.target.value);
            }
          }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {t('revenue.lendersTitle')}
      </Typography>
      <TableContainer>
        <Table size="small" aria-label={t('revenue.lendersTitle')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('revenue.lender')}</TableCell>
              <TableCell align="right">{t('revenue.disbursals')}</TableCell>
              <TableCell align="right">{t('revenue.amount')}</TableCell>
              <TableCell align="right">{t('revenue.revenue')}</TableCell>
              <TableCell align="right">{t('revenue.paid')}</TableCell>
              <TableCell align="right">{t('revenue.difference')}</TableCell>
              <TableCell>{t('revenue.status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data && data.lenders.length > 0
              ? data.lenders.map((row) => (
                  <TableRow key={row.lenderId}>
                    <TableCell>
                      <Button size="small" onClick={open({ kind: 'lender', id: row.lenderId })}>
                        {row.lender}
                      </Button>
                    </TableCell>
                    <TableCell align="right">{row.disbursals}</TableCell>
                    <TableCell align="right">{formatLedgerPaise(row.disbursedPaise)}</TableCell>
                    <TableCell align="right">{formatLedgerPaise(row.revenuePaise)}</TableCell>
                    <TableCell align="right">{formatLedgerPaise(row.paidPaise)}</TableCell>
                    <TableCell align="right">{formatLedgerPaise(row.differencePaise)}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        color={STATUS_COLOR[row.status]}
                        label={t(`revenue.statuses.${row.status}`)}
                      />
                    </TableCell>
                  </TableRow>
                ))
              : empty(7)}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {t('revenue.partnersTitle')}
      </Typography>
      <TableContainer>
        <Table size="small" aria-label={t('revenue.partnersTitle')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('revenue.partner')}</TableCell>
              <TableCell align="right">{t('revenue.disbursals')}</TableCell>
              <TableCell align="right">{t('revenue.amount')}</TableCell>
              <TableCell align="right">{t('revenue.earned')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data && data.partners.length > 0
              ? data.partners.map((row) => (
                  <TableRow key={row.partnerId}>
                    <TableCell>
                      <Button size="small" onClick={open({ kind: 'partner', id: row.partnerId })}>
                        {row.partner}
                      </Button>
                    </TableCell>
                    <TableCell align="right">{row.disbursals}</TableCell>
                    <TableCell align="right">{formatLedgerPaise(row.disbursedPaise)}</TableCell>
                    <TableCell align="right" data-testid={`partner-earned-${String(row.partnerId)}`}>
                      {formatLedgerPaise(row.earnedPaise)}
                    </TableCell>
                  </TableRow>
                ))
              : empty(4)}
          </TableBody>
        </Table>
      </TableContainer>
      {party && <LedgerStatement party={party} month={month} />}
    </Paper>
  );
}
