import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { LenderDto } from '@cl/contracts';
import { useValidationText } from '@/lib/validation-text';
import { useUpdateLender } from '../api/update-lender';
import { checkLenderUpdate, type LenderDateProperty, type LenderTextProperty } from '../utils/lender-fields';

interface LenderTextFieldProps {
  lender: LenderDto;
  property: LenderTextProperty | LenderDateProperty;
  label: string;
  multiline?: boolean;
}

/** spec 4: a text or date saved on blur when it changed; empty becomes null (spec 5). */
export function LenderTextField({ lender, property, label, multiline }: LenderTextFieldProps) {
  const validationText = useValidationText();
  const update = useUpdateLender();
  const saved = lender[property];
  const isDate = property === 'so_date_start' || property === 'so_date_end';
  const [text, setText] = useState(saved ?? '');
  const [shown, setShown] = useState(saved);
  const [error, setError] = useState<string | undefined>();
  if (shown !== saved) {
    setShown(saved);
    setText(saved ?? '');
  }

  const save = () => {
    const trimmed = text.trim();
    const value = trimmed === '' ? null : trimmed;
    if (value === saved) return;
    const check = checkLenderUpdate(property, value);
    if (!check.ok) {
      setError(validationText(check.message));
      return;
    }
    update.mutate(
      { lender_id: lender.lender_id, ...check.update },
      {
        onError: () => {
          setText(saved ?? '');
        },
      },
    );
  };

  return (
    <TextField
      label={label}
      fullWidth
      type={isDate ? 'date' : 'text'}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      value={text}
      error={Boolean(error)}
      helperText={error}
      onChange={(event) => {
        setText(event.target.value);
        setError(undefined);
      }}
      onBlur={save}
      slotProps={isDate ? { inputLabel: { shrink: true } } : undefined}
    />
  );
}
