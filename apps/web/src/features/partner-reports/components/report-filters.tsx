import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STATUSES } from '@cl/contracts';
import type { ReportType } from '../api/get-report';

const REPORT_TYPES: readonly ReportType[] = ['leads', 'applications'];

interface ReportFiltersProps {
  type: ReportType;
  status: string;
  onTypeChange: (type: ReportType) => void;
  onStatusChange: (status: string) => void;
  /** Download addresses; null while the date range is invalid. */
  exportHrefs: { csv: string; xlsx: string } | null;
}

/** Leads or applications, the application status, and the CSV / XLSX export of the same filter. */
export function ReportFilters({
  type,
  status,
  onTypeChange,
  onStatusChange,
  exportHrefs,
}: ReportFiltersProps) {
  const { t } = useTranslation('partner');
  const statusId = useId();
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ alignItems: { xs: 'stretch', md: 'center' }, justifyContent: 'space-between' }}
    >
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Box role="group" aria-label={t('reports.typeLabel')} sx={{ display: 'flex', gap: 1 }}>
          {REPORT_TYPES.map((option) => (
            <Button
              key={option}
              aria-pressed={option === type}
              variant={option === type ? 'contained' : 'outlined'}
              color={option === type ? 'secondary' : 'inherit'}
              sx={{ borderColor: 'divider' }}
              onClick={() => {
                onTypeChange(option);
              }}
            >
              {t(`reports.types.${option}`)}
            </Button>
          ))}
        </Box>
        {type === 'applications' && (
          <FormControl size="small" sx={{ minWidth: 180 }}>
            <InputLabel htmlFor={statusId} variant="standard">
              {t('reports.statusLabel')}
            </InputLabel>
            <NativeSelect
              id={statusId}
              value={status}
              onChange={(event) => {
                onStatusChange(event.target.value);
              }}
            >
              <option value="">{t('reports.allStatuses')}</option>
              {APPLICATION_STATUSES.map((option) => (
                <option key={option} value={option}>
                  {t(`reports.statuses.${option}`)}
                </option>
              ))}
            </NativeSelect>
          </FormControl>
        )}
      </Stack>
      <Stack direction="row" spacing={1}>
        {(['csv', 'xlsx'] as const).map((format) => (
          <Button
            key={format}
            variant="outlined"
            color="secondary"
            startIcon={<DownloadIcon />}
            disabled={!exportHrefs}
            href={exportHrefs?.[format] ?? ''}
            download
          >
            {t(`reports.export.${format}`)}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
