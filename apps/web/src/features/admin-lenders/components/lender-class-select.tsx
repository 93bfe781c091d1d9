import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { CREDIT_SCORE_CLASSES, TICKET_CLASSES, type LenderDto } from '@cl/contracts';
import { useUpdateLender } from '../api/update-lender';
import type { LenderClassProperty } from '../utils/lender-fields';

const OPTIONS = { ticket_class: TICKET_CLASSES, credit_score_class: CREDIT_SCORE_CLASSES };

interface LenderClassSelectProps {
  lender: LenderDto;
  property: LenderClassProperty;
  label: string;
  compact?: boolean;
}

/** spec 3 ticketClass / creditScoreClass (id and value, docs/decisions/004); saved on change. */
export function LenderClassSelect({ lender, property, label, compact }: LenderClassSelectProps) {
  const { t } = useTranslation('admin');
  const update = useUpdateLender();
  const value = lender[property];
  return (
    <TextField
      select
      label={compact ? undefined : label}
      size={compact ? 'small' : 'medium'}
      fullWidth={!compact}
      value={value === null ? '' : String(value)}
      disabled={update.isPending}
      onChange={(event) => {
        const next = event.target.value === '' ? null : Number(event.target.value);
        if (next !== value) update.mutate({ lender_id: lender.lender_id, property, value: next });
      }}
      sx={compact ? { minWidth: 140 } : undefined}
      slotProps={{ select: { SelectDisplayProps: { 'aria-label': compact ? label : undefined } } }}
    >
      <MenuItem value="">{t('lenders.notSet')}</MenuItem>
      {OPTIONS[property].map((option) => (
        <MenuItem key={option.id} value={String(option.id)}>
          {option.value}
        </MenuItem>
      ))}
    </TextField>
  );
}
