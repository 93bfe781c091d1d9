import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PartnerPage } from '@/app/routes/partner/partner-page';
import { PartnerQueryView } from '@/app/routes/partner/partner-query-view';
import { usePartner } from '@/app/routes/partner/partner-session-context';
import { useDashboard } from '@/features/partner-reports/api/get-dashboard';
import { DailyChart } from '@/features/partner-reports/components/daily-chart';
import { DashboardStats } from '@/features/partner-reports/components/dashboard-stats';
import { DateRangePicker } from '@/features/partner-reports/components/date-range-picker';
import { initialDateRange, toRangeQuery } from '@/features/partner-reports/utils/date-range';

/** spec 2 /partner: the partner's results for a date range (spec 3 presets), with a daily chart. */
export function DashboardRoute() {
  const { t } = useTranslation('partner');
  const partner = usePartner();
  const [range, setRange] = useState(() => initialDateRange());
  const dashboard = useDashboard(toRangeQuery(range));

  return (
    <PartnerPage
      title={t('pages.dashboard.title')}
      intro={t('dashboard.welcome', { name: partner.userName, partner: partner.partnerName })}
    >
      <Stack spacing={{ xs: 2, sm: 3 }}>
        <DateRangePicker value={range} onChange={setRange} />
        <PartnerQueryView query={dashboard}>
          {(data) => (
            <Stack spacing={{ xs: 2, sm: 3 }} sx={{ opacity: dashboard.isPlaceholderData ? 0.6 : 1 }}>
              <DashboardStats data={data} />
              <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
                <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
                  {t('dashboard.chartTitle')}
                </Typography>
                <DailyChart from={data.from} to={data.to} points={data.daily} />
              </Paper>
              <Typography variant="body2" color="text.secondary">
                {t('dashboard.earnedNote')}
              </Typography>
            </Stack>
          )}
        </PartnerQueryView>
      </Stack>
    </PartnerPage>
  );
}
