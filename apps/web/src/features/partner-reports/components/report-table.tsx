import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PartnerReport, PartnerReportCell } from '@cl/contracts';
import { formatDateTime } from '@/lib/date-format';
import { formatMoney } from '@/lib/format';
import {
  isApplicationStatus,
  isLeadSource,
  isLenderProduct,
  reportColumnKey,
  type ReportColumnKey,
} from '../utils/report-cells';

export const PAGE_SIZES = [10, 25, 50, 100] as const;

interface ReportTableProps {
  report: PartnerReport;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/** One server page of the partner's leads or applications; paging asks the server again. */
export function ReportTable({ report, onPageChange, onPageSizeChange }: ReportTableProps) {
  const { t, i18n } = useTranslation('partner');
  const columns = report.columns.map((header) => ({ header, key: reportColumnKey(header) }));

  const cell = (key: ReportColumnKey | null, value: PartnerReportCell): string => {
    if (value === null || value === '') return '—';
    if (typeof value === 'number')
      return key === 'amount' || key === 'disbursed' ? formatMoney(value) : String(value);
    if (key === 'created') return formatDateTime(value, i18n.language);
    if (key === 'status' && isApplicationStatus(value)) return t(`reports.statuses.${value}`);
    if (key === 'product' && isLenderProduct(value)) return t(`productNames.${value}`);
    if (key === 'source' && isLeadSource(value)) return t(`reports.sources.${value}`);
    if (key === 'signedUp') return value === 'yes' ? t('reports.yes') : t('reports.no');
    return value;
  };

  return (
    <Box>
      <Box
        sx={{
          overflowX: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
        }}
      >
        <Table size="small" aria-label={t('reports.tableLabel')}>
          <TableHead>
            <TableRow>
              {columns.map(({ header, key }) => (
                <TableCell key={header} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {key ? t(`reports.columns.${key}`) : header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {report.rows.map((row, index) => (
              <TableRow key={String(row[report.columns[0] ?? ''] ?? index)} hover>
                {columns.map(({ header, key }) => (
                  <TableCell key={header} sx={{ whiteSpace: 'nowrap' }}>
                    {cell(key, row[header] ?? null)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {report.rows.length === 0 && (
          <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
            {t('reports.empty')}
          </Typography>
        )}
      </Box>
      <TablePagination
        component="div"
        count={report.total}
        page={Math.max(0, report.page - 1)}
        rowsPerPage={report.pageSize}
        rowsPerPageOptions={[...PAGE_SIZES]}
        onPageChange={(_event, page) => {
          onPageChange(page + 1);
        }}
        onRowsPerPageChange={(event) => {
          onPageSizeChange(Number(event.target.value));
        }}
        labelRowsPerPage={t('reports.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) => t('reports.displayedRows', { from, to, count })}
        getItemAriaLabel={(type) => t(`reports.pageButtons.${type}`)}
        // A 360px phone has no room for "Rows per page": the range and the arrows are what matter.
        sx={{
          '& .MuiTablePagination-toolbar': { px: 0 },
          '& .MuiTablePagination-selectLabel, & .MuiTablePagination-input': {
            display: { xs: 'none', sm: 'flex' },
          },
        }}
      />
    </Box>
  );
}
