import Box from '@mui/material/Box';
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
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import { useMonthlyRevenue } from '../api/get-monthly-revenue';

const STATUS_COLOR = { matched: 'success', underpaid: 'warning', overpaid: 'info' } as const;

interface RevenueMonthViewProps {
  month: string;
  onMonthChange: (month: string) => void;
}

/** Issue 7: what each lender owes for a month (slabs), what it paid, and what each partner earned. */
export function RevenueMonthView({ month, onMonthChange }: RevenueMonthViewProps) {
  const { t } = useTranslation('admin-ops');
  const revenue = useMonthlyRevenue(month);
  const data = revenue.data;
  const empty = (span: number) => (
    <TableRow>
      <TableCell colSpan={span}>{revenue.isPending ? t('loading') : t('noData')}</TableCell>
    </TableRow>
  );
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, flex: 1 }}>
          {t('revenue.title')}
        </Typography>
        <TextField
          type="month"
          size="small"
          label={t('revenue.month')}
          value={month}
          onChange={(event) => {
            if (/^\d{4}-\d{2}$/.test(event.target.value)) onMonthChange(event.target.value);
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
                    <TableCell>{row.lender}</TableCell>
                    <TableCell align="right">{row.disbursals}</TableCell>
                    <TableCell align="right">{formatMoney(row.disbursedAmount)}</TableCell>
                    <TableCell align="right">{formatMoney(row.revenue)}</TableCell>
                    <TableCell align="right">{formatMoney(row.paid)}</TableCell>
                    <TableCell align="right">{formatMoney(row.difference)}</TableCell>
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
                    <TableCell>{row.partner}</TableCell>
                    <TableCell align="right">{row.disbursals}</TableCell>
                    <TableCell align="right">{formatMoney(row.disbursedAmount)}</TableCell>
                    <TableCell align="right">{formatMoney(row.earned)}</TableCell>
                  </TableRow>
                ))
              : empty(4)}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
