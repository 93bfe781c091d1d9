import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCrumbs } from '@/app/routes/partner/partner-crumbs';
import { PartnerPage } from '@/app/routes/partner/partner-page';
import { PartnerQueryView } from '@/app/routes/partner/partner-query-view';
import { reportExportHref, useReport, type ReportType } from '@/features/partner-reports/api/get-report';
import { DateRangePicker } from '@/features/partner-reports/components/date-range-picker';
import { ReportFilters } from '@/features/partner-reports/components/report-filters';
import { ReportTable } from '@/features/partner-reports/components/report-table';
import {
  initialDateRange,
  toRangeQuery,
  type DateRangeValue,
} from '@/features/partner-reports/utils/date-range';

interface Filters {
  range: DateRangeValue;
  type: ReportType;
  status: string;
  page: number;
  pageSize: number;
}

/** spec 2 /partner/reports: the partner's leads and applications, filtered, paged, exportable. */
export function ReportsRoute() {
  const { t } = useTranslation('partner');
  const crumbs = useCrumbs();
  const [filters, setFilters] = useState<Filters>(() => ({
    range: initialDateRange(),
    type: 'leads',
    status: '',
    page: 1,
    pageSize: 25,
  }));
  // Any change but the page number starts again at page 1.
  const change = (next: Partial<Omit<Filters, 'page'>>) => {
    setFilters((current) => ({ ...current, ...next, page: 1 }));
  };
  const range = toRangeQuery(filters.range);
  const query = range
    ? {
        ...range,
        type: filters.type,
        status: filters.type === 'applications' && filters.status ? filters.status : undefined,
        page: filters.page,
        pageSize: filters.pageSize,
      }
    : null;
  const report = useReport(query);

  return (
    <PartnerPage title={t('pages.reports.title')} intro={t('pages.reports.intro')} crumbs={crumbs}>
      <Stack spacing={2.5}>
        <DateRangePicker
          value={filters.range}
          onChange={(next) => {
            change({ range: next });
          }}
        />
        <ReportFilters
          type={filters.type}
          status={filters.status}
          onTypeChange={(type) => {
            change({ type });
          }}
          onStatusChange={(status) => {
            change({ status });
          }}
          exportHrefs={
            query ? { csv: reportExportHref(query, 'csv'), xlsx: reportExportHref(query, 'xlsx') } : null
          }
        />
        <PartnerQueryView query={report}>
          {(data) => (
            <Stack sx={{ opacity: report.isPlaceholderData ? 0.6 : 1 }}>
              <ReportTable
                report={data}
                onPageChange={(page) => {
                  setFilters((current) => ({ ...current, page }));
                }}
                onPageSizeChange={(pageSize) => {
                  change({ pageSize });
                }}
              />
            </Stack>
          )}
        </PartnerQueryView>
      </Stack>
    </PartnerPage>
  );
}
