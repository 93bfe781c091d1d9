import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportExportUrl, useReport, type ReportKind } from '../api/get-report';
import { useLenderOptions } from '../api/get-lender-options';
import { ReportFilterBar, type ReportFilterBarProps } from '../components/report-filter-bar';
import { ReportTable } from '../components/report-table';
import { DEFAULT_REPORT_FILTERS, filtersComplete, type ReportFilters } from '../utils/report-query';

interface ReportViewProps {
  kind: ReportKind;
  label: string;
  show?: ReportFilterBarProps['show'];
  /** The lender list is role 1's (GET /api/get-lenders-data); other roles get no lender filter. */
  canListLenders: boolean;
  /** OTP failures: search by the full mobile number or email. */
  destinationSearch?: boolean;
}

/** One report: filters, the server-paged table and its exports. */
export function ReportView({ kind, label, show, canListLenders, destinationSearch }: ReportViewProps) {
  const { t } = useTranslation('admin-ops');
  const [filters, setFilters] = useState<ReportFilters>(DEFAULT_REPORT_FILTERS);
  const [paging, setPaging] = useState({ page: 1, pageSize: 50 });
  const [destination, setDestination] = useState('');
  const lenders = useLenderOptions(Boolean(show?.lender) && canListLenders);
  const report = useReport({ kind, filters, ...paging }, filtersComplete(filters));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ReportFilterBar
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPaging((current) => ({ ...current, page: 1 }));
        }}
        show={show}
        lenders={lenders.data}
      />
      {destinationSearch && (
        <Box
          component="form"
          sx={{ display: 'flex', gap: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            setFilters((current) => ({ ...current, destination: destination.trim() || undefined }));
            setPaging((current) => ({ ...current, page: 1 }));
          }}
        >
          <TextField
            size="small"
            label={t('report.destination')}
            value={destination}
            onChange={(event) => {
              setDestination(event.target.value);
            }}
          />
          <Button type="submit" variant="outlined">
            {t('report.search')}
          </Button>
        </Box>
      )}
      <ReportTable
        label={label}
        data={report.data}
        loading={report.isFetching}
        page={paging.page}
        pageSize={paging.pageSize}
        onPage={(page, pageSize) => {
          setPaging({ page, pageSize });
        }}
        exportUrl={(format) => reportExportUrl(kind, filters, format)}
      />
    </Box>
  );
}
