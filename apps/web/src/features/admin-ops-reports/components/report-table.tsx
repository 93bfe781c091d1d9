import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import type { ReportPage } from '@cl/contracts';

interface ReportTableProps {
  data: ReportPage | undefined;
  loading: boolean;
  page: number;
  pageSize: number;
  onPage: (page: number, pageSize: number) => void;
  exportUrl: (format: 'csv' | 'xlsx') => string;
  label: string;
}

const show = (value: string | number | boolean | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : String(value);

/** A server-paged report table ('No data found' when empty) with CSV and XLSX export links. */
export function ReportTable({ data, loading, page, pageSize, onPage, exportUrl, label }: ReportTableProps) {
  const { t } = useTranslation('admin-ops');
  const columns = data?.columns ?? [];
  const rows = data?.rows ?? [];
  return (
    <Paper variant="outlined">
      <Box sx={{ display: 'flex', gap: 1, p: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <Box sx={{ flex: 1, color: 'text.secondary' }}>
          {data ? t('report.total', { total: data.total }) : ''}
        </Box>
        <Button size="small" variant="outlined" startIcon={<DownloadIcon />} href={exportUrl('csv')} download>
          {t('report.exportCsv')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          startIcon={<DownloadIcon />}
          href={exportUrl('xlsx')}
          download
        >
          {t('report.exportXlsx')}
        </Button>
      </Box>
      <TableContainer sx={{ maxHeight: 560 }}>
        <Table size="small" stickyHeader aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column} sx={{ whiteSpace: 'nowrap', fontWeight: 700 }}>
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={Math.max(columns.length, 1)}>
                  {loading ? t('loading') : t('noData')}
                </TableCell>
              </TableRow>
            ) : (
              rows.map((row, index) => (
                <TableRow key={index} hover>
                  {columns.map((column) => (
                    <TableCell key={column} sx={{ whiteSpace: 'nowrap' }}>
                      {show(row[column])}
                    </TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={data?.total ?? 0}
        page={data && data.total > 0 ? page - 1 : 0}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[25, 50, 100, 200]}
        onPageChange={(_event, next) => {
          onPage(next + 1, pageSize);
        }}
        onRowsPerPageChange={(event) => {
          onPage(1, Number(event.target.value));
        }}
      />
    </Paper>
  );
}
