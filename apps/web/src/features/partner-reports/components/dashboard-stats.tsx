import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PartnerDashboard } from '@cl/contracts';
import { formatNumber, formatLedgerPaise } from '@/lib/format';

const COUNTS = ['leads', 'applications', 'approvals', 'disbursals'] as const;
// Issue 15: amounts are ledger paise by disbursal day; the label keys keep their names.
const AMOUNTS = [
  ['disbursedAmount', 'disbursedPaise'],
  ['earned', 'earnedPaise'],
] as const;

/** Issue 6 dashboard (issue 15: disbursals and earnings from the revenue ledger by disbursal day): leads, applications, approvals, disbursals and earned revenue for the range. */
export function DashboardStats({ data }: { data: PartnerDashboard }) {
  const { t } = useTranslation('partner');
  const tiles = [
    ...COUNTS.map((key) => ({ key, value: formatNumber(data[key]) })),
    ...AMOUNTS.map(([key, field]) => ({ key, value: formatLedgerPaise(data[field]) })),
  ];
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: { xs: 1.5, sm: 2 },
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' },
      }}
    >
      {tiles.map(({ key, value }) => (
        <Paper
          key={key}
          variant="outlined"
          sx={{
            p: { xs: 1.5, sm: 2 },
            borderTop: 4,
            borderTopColor: key === 'earned' ? 'secondary.main' : 'primary.main',
          }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {t(`dashboard.stats.${key}`)}
          </Typography>
          <Typography component="dd" variant="h5" sx={{ m: 0, mt: 0.5, fontWeight: 700 }} noWrap>
            {value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
