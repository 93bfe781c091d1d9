import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTION_GROUP_NAMES, classifyCsrIdentifier, type AuditActionGroup } from '@cl/contracts';

export interface AuditSearchValues {
  person: string;
  adminId: string;
  action: AuditActionGroup | '';
  from: string;
  to: string;
}

export const EMPTY_AUDIT_SEARCH: AuditSearchValues = {
  person: '',
  adminId: '',
  action: '',
  from: '',
  to: '',
};

interface AuditSearchFormProps {
  admins: readonly { adminId: number; name: string }[];
  onSearch: (values: AuditSearchValues) => void;
}

/** Person (exact mobile, email or application reference), admin, kind of action, Indian days. */
export function AuditSearchForm({ admins, onSearch }: AuditSearchFormProps) {
  const { t } = useTranslation('admin-ops');
  const [values, setValues] = useState(EMPTY_AUDIT_SEARCH);
  const set = (patch: Partial<AuditSearchValues>) => {
    setValues((v) => ({ ...v, ...patch }));
  };
  const personInvalid = values.person.trim() !== '' && classifyCsrIdentifier(values.person) === null;
  const rangeInvalid = values.from !== '' && values.to !== '' && values.from > values.to;
  return (
    <Box
      component="form"
      role="search"
      sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}
      onSubmit={(event) => {
        event.preventDefault();
        if (!personInvalid && !rangeInvalid) onSearch(values);
      }}
    >
      <TextField
        size="small"
        label={t('audit.person')}
        value={values.person}
        error={personInvalid}
        helperText={personInvalid ? t('audit.personInvalid') : t('audit.personHelp')}
        onChange={(e) => {
          set({ person: e.target.value });
        }}
        sx={{ minWidth: 240 }}
      />
      <TextField
        select
        size="small"
        label={t('audit.admin')}
        value={values.adminId}
        onChange={(e) => {
          set({ adminId: e.target.value });
        }}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">{t('audit.any')}</MenuItem>
        {admins.map((a) => (
          <MenuItem key={a.adminId} value={String(a.adminId)}>
            {a.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('audit.action')}
        value={values.action}
        onChange={(e) => {
          set({ action: AUDIT_ACTION_GROUP_NAMES.find((g) => g === e.target.value) ?? '' });
        }}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">{t('audit.any')}</MenuItem>
        {AUDIT_ACTION_GROUP_NAMES.map((group) => (
          <MenuItem key={group} value={group}>
            {t(`audit.groups.${group}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        size="small"
        label={t('audit.from')}
        value={values.from}
        error={rangeInvalid}
        helperText={rangeInvalid ? t('audit.rangeInvalid') : ' '}
        onChange={(e) => {
          set({ from: e.target.value });
        }}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        size="small"
        label={t('audit.to')}
        value={values.to}
        onChange={(e) => {
          set({ to: e.target.value });
        }}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Button type="submit" variant="contained" disabled={personInvalid || rangeInvalid}>
        {t('audit.search')}
      </Button>
    </Box>
  );
}
