import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { LenderDto } from '@cl/contracts';
import { useValidationText } from '@/lib/validation-text';
import { useUpdateLender } from '../api/update-lender';
import {
  checkLenderUpdate,
  DECIMAL_PROPERTIES,
  formatNumberValue,
  isNumberText,
  parseNumberText,
  type LenderNumberProperty,
} from '../utils/lender-fields';

interface LenderNumberFieldProps {
  lender: LenderDto;
  property: LenderNumberProperty;
  label: string;
  /** In a table: a narrow box labelled for screen readers only. */
  compact?: boolean;
}

/**
 * spec 4/5: a number saved on blur, only when it changed; empty becomes null; only digits (and a
 * decimal point for apr) can be typed, so a negative number never gets in. A failed save reloads
 * the lender (useUpdateLender) and puts the saved value back.
 */
export function LenderNumberField({ lender, property, label, compact }: LenderNumberFieldProps) {
  const validationText = useValidationText();
  const update = useUpdateLender();
  const saved = lender[property];
  const decimal = DECIMAL_PROPERTIES.has(property);
  const [text, setText] = useState(formatNumberValue(saved));
  const [shown, setShown] = useState(saved);
  const [error, setError] = useState<string | undefined>();
  if (shown !== saved) {
    // The lender changed (saved or reloaded): show its value.
    setShown(saved);
    setText(formatNumberValue(saved));
  }

  const save = () => {
    const value = parseNumberText(text);
    if (value === saved) {
      setText(formatNumberValue(saved));
      return;
    }
    const check = checkLenderUpdate(property, value);
    if (!check.ok) {
      setError(validationText(check.message));
      return;
    }
    update.mutate(
      { lender_id: lender.lender_id, ...check.update },
      {
        onError: () => {
          setText(formatNumberValue(saved));
        },
      },
    );
  };

  return (
    <TextField
      label={compact ? undefined : label}
      size={compact ? 'small' : 'medium'}
      fullWidth={!compact}
      value={text}
      error={Boolean(error)}
      helperText={error}
      onChange={(event) => {
        if (!isNumberText(event.target.value, decimal)) return; // spec 5: numbers only
        setText(event.target.value);
        setError(undefined);
      }}
      onBlur={save}
      sx={compact ? { width: 110 } : undefined}
      slotProps={{
        htmlInput: {
          inputMode: decimal ? 'decimal' : 'numeric',
          'aria-label': compact ? label : undefined,
        },
      }}
    />
  );
}
