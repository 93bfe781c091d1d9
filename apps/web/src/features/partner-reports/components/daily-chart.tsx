import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDay } from '@/lib/date-format';
import { fillDailySeries, type DailyPoint } from '../utils/daily-series';

interface DailyChartProps {
  from: string;
  to: string;
  points: readonly DailyPoint[];
}

/** Applications and disbursals per day of the range, in the partner's brand colours. */
export function DailyChart({ from, to, points }: DailyChartProps) {
  const { t, i18n } = useTranslation('partner');
  const theme = useTheme();
  const data = fillDailySeries(from, to, points);
  const shortDay = (day: string) => formatDay(day, i18n.language).split(' ').slice(0, 2).join(' ');

  return (
    <Box
      role="img"
      aria-label={t('dashboard.chartLabel')}
      sx={{ width: '100%', height: { xs: 260, sm: 320 } }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tickFormatter={shortDay} tick={{ fontSize: 12 }} minTickGap={12} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
          <Tooltip labelFormatter={(day) => (typeof day === 'string' ? formatDay(day, i18n.language) : '')} />
          <Legend />
          <Bar
            dataKey="applications"
            name={t('dashboard.stats.applications')}
            fill={theme.palette.primary.main}
            radius={[4, 4, 0, 0]}
          />
          <Bar
            dataKey="disbursals"
            name={t('dashboard.stats.disbursals')}
            fill={theme.palette.secondary.main}
            radius={[4, 4, 0, 0]}
          />
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}
