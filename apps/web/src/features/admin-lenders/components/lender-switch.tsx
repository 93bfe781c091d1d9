import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { LenderDto } from '@cl/contracts';
import { useUpdateLender } from '../api/update-lender';
import type { LenderFlagProperty } from '../utils/lender-fields';

interface LenderSwitchProps {
  lender: LenderDto;
  property: LenderFlagProperty;
  label: string;
  /** In a table cell the label is for screen readers only. */
  compact?: boolean;
}

/** spec 4: flags toggle 0/1 and save at once; a failed save reloads the lender. */
export function LenderSwitch({ lender, property, label, compact }: LenderSwitchProps) {
  const update = useUpdateLender();
  const checked = lender[property] === 1;
  const toggle = (next: boolean) => {
    update.mutate({ lender_id: lender.lender_id, property, value: next ? 1 : 0 });
  };
  const control = (
    <Switch
      checked={checked}
      disabled={update.isPending}
      onChange={(_event, next) => {
        toggle(next);
      }}
      slotProps={{ input: { 'aria-label': compact ? label : undefined } }}
    />
  );
  if (compact) return control;
  return <FormControlLabel control={control} label={label} />;
}
