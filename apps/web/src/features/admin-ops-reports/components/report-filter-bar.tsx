import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  APPLICATION_STATUSES,
  REPORT_PRESETS,
  type ApplicationStatus,
  type ReportPreset,
} from '@cl/contracts';
import { REPORT_PRODUCTS, type ReportFilters, type ReportProduct } from '../utils/report-query';

export interface ReportFilterBarProps {
  value: ReportFilters;
  onChange: (next: ReportFilters) => void;
  /** Which filters this report takes besides the date range. */
  show?: { status?: boolean; lender?: boolean; product?: boolean };
  lenders?: { lender_id: number; name: string }[];
}

const isPreset = (value: string): value is ReportPreset => REPORT_PRESETS.some((p) => p === value);
const isStatus = (value: string): value is ApplicationStatus => APPLICATION_STATUSES.some((s) => s === value);
const isProduct = (value: string): value is ReportProduct => REPORT_PRODUCTS.some((p) => p === value);

/** spec 3 date presets (ending yesterday) or a custom range, plus status, lender and product. */
export function ReportFilterBar({ value, onChange, show = {}, lenders }: ReportFilterBarProps) {
  const { t } = useTranslation('admin-ops');
  const set = (patch: Partial<ReportFilters>) => {
    onChange({ ...value, ...patch });
  };
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }} role="search">
      <TextField
        select
        size="small"
        label={t('filters.preset')}
        value={value.preset}
        onChange={(event) => {
          if (isPreset(event.target.value)) set({ preset: event.target.value });
        }}
        sx={{ minWidth: 170 }}
        helperText={value.preset === 'custom_range' ? undefined : t('filters.endsYesterday')}
      >
        {REPORT_PRESETS.map((preset) => (
          <MenuItem key={preset} value={preset}>
            {t(`filters.presets.${preset}`)}
          </MenuItem>
        ))}
      </TextField>
      {value.preset === 'custom_range' && (
        <>
          <TextField
            type="date"
            size="small"
            label={t('filters.from')}
            value={value.from ?? ''}
            onChange={(event) => {
              set({ from: event.target.value || undefined });
            }}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            size="small"
            label={t('filters.to')}
            value={value.to ?? ''}
            onChange={(event) => {
              set({ to: event.target.value || undefined });
            }}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </>
      )}
      {show.status && (
        <TextField
          select
          size="small"
          label={t('filters.status')}
          value={value.status ?? ''}
          onChange={(event) => {
            set({ status: isStatus(event.target.value) ? event.target.value : undefined });
          }}
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="">{t('filters.any')}</MenuItem>
          {APPLICATION_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {t(`statuses.${status}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {show.lender && lenders && (
        <TextField
          select
          size="small"
          label={t('filters.lender')}
          value={value.lenderId === undefined ? '' : String(value.lenderId)}
          onChange={(event) => {
            set({ lenderId: event.target.value === '' ? undefined : Number(event.target.value) });
          }}
          sx={{ minWidth: 190 }}
        >
          <MenuItem value="">{t('filters.any')}</MenuItem>
          {lenders.map((lender) => (
            <MenuItem key={lender.lender_id} value={String(lender.lender_id)}>
              {lender.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {show.product && (
        <TextField
          select
          size="small"
          label={t('filters.product')}
          value={value.product ?? ''}
          onChange={(event) => {
            set({ product: isProduct(event.target.value) ? event.target.value : undefined });
          }}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{t('filters.any')}</MenuItem>
          {REPORT_PRODUCTS.map((product) => (
            <MenuItem key={product} value={product}>
              {t(`filters.products.${product}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {value.preset === 'custom_range' && value.from && value.to && value.from > value.to && (
        <Typography color="error" variant="body2" sx={{ alignSelf: 'center' }}>
          {t('filters.badRange')}
        </Typography>
      )}
    </Box>
  );
}
