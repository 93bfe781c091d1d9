import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import {
  SUPPORT_STATUSES,
  SUPPORT_THREAD_TYPES,
  type SupportAssignee,
  type SupportStatus,
  type SupportThreadType,
} from '@cl/contracts';

export interface InboxFilterValues {
  type: SupportThreadType | '';
  status: SupportStatus | '';
  /** '' any, 'none' nobody, else an admin id. */
  assignee: string;
  from: string;
  to: string;
}

interface InboxFiltersProps {
  value: InboxFilterValues;
  assignees: readonly SupportAssignee[];
  onChange: (next: InboxFilterValues) => void;
}

/** Type, status, assignee and the Indian days a thread was opened on. */
export function InboxFilters({ value, assignees, onChange }: InboxFiltersProps) {
  const { t } = useTranslation('admin-ops');
  const set = (patch: Partial<InboxFilterValues>) => {
    onChange({ ...value, ...patch });
  };
  const field = { size: 'small' as const, sx: { minWidth: 160 } };
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
      <TextField
        select
        label={t('support.filters.type')}
        value={value.type}
        onChange={(e) => {
          set({ type: SUPPORT_THREAD_TYPES.find((v) => v === e.target.value) ?? '' });
        }}
        {...field}
      >
        <MenuItem value="">{t('support.filters.any')}</MenuItem>
        {SUPPORT_THREAD_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`support.types.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('support.filters.status')}
        value={value.status}
        onChange={(e) => {
          set({ status: SUPPORT_STATUSES.find((v) => v === e.target.value) ?? '' });
        }}
        {...field}
      >
        <MenuItem value="">{t('support.filters.any')}</MenuItem>
        {SUPPORT_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {t(`support.statuses.${status}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('support.filters.assignee')}
        value={value.assignee}
        onChange={(e) => {
          set({ assignee: e.target.value });
        }}
        {...field}
      >
        <MenuItem value="">{t('support.filters.any')}</MenuItem>
        <MenuItem value="none">{t('support.filters.unassigned')}</MenuItem>
        {assignees.map((a) => (
          <MenuItem key={a.adminId} value={String(a.adminId)}>
            {a.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        label={t('support.filters.from')}
        value={value.from}
        onChange={(e) => {
          set({ from: e.target.value });
        }}
        slotProps={{ inputLabel: { shrink: true } }}
        size="small"
      />
      <TextField
        type="date"
        label={t('support.filters.to')}
        value={value.to}
        onChange={(e) => {
          set({ to: e.target.value });
        }}
        slotProps={{ inputLabel: { shrink: true } }}
        size="small"
      />
    </Box>
  );
}
