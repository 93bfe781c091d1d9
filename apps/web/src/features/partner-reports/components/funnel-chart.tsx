import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { PartnerFunnelStep } from '@cl/contracts';
import { formatNumber } from '@/lib/format';
import { funnelRows } from '../utils/funnel-rates';

const KNOWN_STEPS = [
  'visits',
  'leads',
  'signups',
  'profiles',
  'applications',
  'approvals',
  'disbursals',
] as const;
type KnownStep = (typeof KNOWN_STEPS)[number];
const isKnownStep = (step: string): step is KnownStep => KNOWN_STEPS.some((known) => known === step);

/** Issue 6 customFunnel: visit to disbursal as a bar chart, with the step-to-step conversion below. */
export function FunnelChart({ steps }: { steps: readonly PartnerFunnelStep[] }) {
  const { t } = useTranslation('partner');
  const theme = useTheme();
  const label = (step: string) => (isKnownStep(step) ? t(`funnel.steps.${step}`) : step);
  const rows = funnelRows(steps).map((row) => ({ ...row, label: label(row.step) }));

  return (
    <Box>
      <Box role="img" aria-label={t('funnel.chartLabel')} sx={{ width: '100%', height: 320 }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} layout="vertical" margin={{ top: 4, right: 48, left: 8, bottom: 4 }}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
            <YAxis type="category" dataKey="label" width={104} tick={{ fontSize: 12 }} />
            <Bar
              dataKey="count"
              fill={theme.palette.primary.main}
              radius={[0, 4, 4, 0]}
              isAnimationActive={false}
            >
              <LabelList dataKey="count" position="right" fill={theme.palette.text.primary} fontSize={12} />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </Box>
      <Box sx={{ overflowX: 'auto', mt: 2 }}>
        <Table size="small" aria-label={t('funnel.tableLabel')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('funnel.columns.step')}</TableCell>
              <TableCell align="right">{t('funnel.columns.count')}</TableCell>
              <TableCell align="right">{t('funnel.columns.conversion')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.step}>
                <TableCell component="th" scope="row">
                  {row.label}
                </TableCell>
                <TableCell align="right">{formatNumber(row.count)}</TableCell>
                <TableCell align="right">
                  {row.fromPrevious === null ? '—' : `${formatNumber(row.fromPrevious)}%`}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
