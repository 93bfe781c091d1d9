import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatDay } from '@/lib/date-format';
import { useDashboard } from '../api/get-dashboard';
import { ChartCard } from '../components/chart-card';
import { ReportFilterBar } from '../components/report-filter-bar';
import { DEFAULT_REPORT_FILTERS, filtersComplete, type ReportFilters } from '../utils/report-query';

/** /admin/dashboard charts (issue 7): per day, funnel by status, by lender, by partner; spec 3 presets. */
export function DashboardCharts() {
  const { t, i18n } = useTranslation('admin-ops');
  // The days are Indian calendar days (the server groups by IST); shown as '24 Nov 2026'.
  const dayLabel = (day: unknown) => (typeof day === 'string' ? formatDay(day, i18n.language) : String(day));
  const theme = useTheme();
  const [filters, setFilters] = useState<ReportFilters>(DEFAULT_REPORT_FILTERS);
  const dashboard = useDashboard(filters, filtersComplete(filters));
  const data = dashboard.data;
  const funnel = (data?.funnel ?? []).map((step) => ({ ...step, label: t(`statuses.${step.status}`) }));
  const axis = { tick: { fontSize: 12 } };
  const bars = (rows: object[], key: string, color: string) => (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={rows} layout="vertical" margin={{ left: 16, right: 16 }}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} {...axis} />
        <YAxis type="category" dataKey={key} width={120} {...axis} />
        <Tooltip />
        <Bar dataKey="applications" name={t('charts.applications')} fill={color} radius={[0, 4, 4, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
  return (
    <Box
      component="section"
      aria-label={t('charts.title')}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, flex: 1 }}>
          {t('charts.title')}
        </Typography>
        <ReportFilterBar value={filters} onChange={setFilters} />
      </Box>
      {data && data.perDay.length === 0 && <Typography color="text.secondary">{t('noData')}</Typography>}
      {dashboard.isPending && <Typography color="text.secondary">{t('loading')}</Typography>}
      {data && data.perDay.length > 0 && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
          <ChartCard title={t('charts.perDay')}>
            <ResponsiveContainer width="100%" height="100%">
              <LineChart data={data.perDay} margin={{ right: 16 }}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="day" {...axis} minTickGap={16} tickFormatter={dayLabel} />
                <YAxis allowDecimals={false} {...axis} />
                <Tooltip labelFormatter={dayLabel} />
                <Line
                  type="monotone"
                  dataKey="applications"
                  name={t('charts.applications')}
                  stroke={theme.palette.primary.main}
                  strokeWidth={2}
                />
              </LineChart>
            </ResponsiveContainer>
          </ChartCard>
          <ChartCard title={t('charts.funnel')}>
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={funnel}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="label" {...axis} />
                <YAxis allowDecimals={false} {...axis} />
                <Tooltip />
                <Bar dataKey="count" name={t('charts.applications')} fill={theme.palette.secondary.main} />
              </BarChart>
            </ResponsiveContainer>
          </ChartCard>
          <ChartCard title={t('charts.byLender')}>
            {bars(data.byLender, 'lender', theme.palette.primary.main)}
          </ChartCard>
          <ChartCard title={t('charts.byPartner')}>
            {bars(data.byPartner, 'partner', theme.palette.secondary.main)}
          </ChartCard>
        </Box>
      )}
    </Box>
  );
}
