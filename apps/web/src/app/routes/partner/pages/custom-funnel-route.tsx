import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCrumbs } from '@/app/routes/partner/partner-crumbs';
import { PartnerPage } from '@/app/routes/partner/partner-page';
import { PartnerQueryView } from '@/app/routes/partner/partner-query-view';
import { useFunnel } from '@/features/partner-reports/api/get-funnel';
import { DateRangePicker } from '@/features/partner-reports/components/date-range-picker';
import { FunnelChart } from '@/features/partner-reports/components/funnel-chart';
import { initialDateRange, toRangeQuery } from '@/features/partner-reports/utils/date-range';

/** spec 2 /partner/customFunnel: the partner's own funnel from visit to disbursal. */
export function CustomFunnelRoute() {
  const { t } = useTranslation('partner');
  const crumbs = useCrumbs();
  const [range, setRange] = useState(() => initialDateRange());
  const funnel = useFunnel(toRangeQuery(range));
  return (
    <PartnerPage title={t('pages.customFunnel.title')} intro={t('pages.customFunnel.intro')} crumbs={crumbs}>
      <Stack spacing={2.5}>
        <DateRangePicker value={range} onChange={setRange} />
        <PartnerQueryView query={funnel}>
          {(steps) => (
            <Paper
              variant="outlined"
              sx={{ p: { xs: 1.5, sm: 2.5 }, opacity: funnel.isPlaceholderData ? 0.6 : 1 }}
            >
              <FunnelChart steps={steps} />
            </Paper>
          )}
        </PartnerQueryView>
      </Stack>
    </PartnerPage>
  );
}
