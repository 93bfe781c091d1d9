import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useValidationText } from '@/lib/validation-text';
import {
  acceptsRevenueText,
  revenueNumber,
  type RevenueFormValues,
  type RevenueNumberName,
} from '../utils/revenue-form';

interface RevenueNumberFieldProps {
  control: Control<RevenueFormValues>;
  name: RevenueNumberName;
  label: string;
  whole: boolean;
  /** Shown once the form has been changed (all errors are checked together after each change). */
  showError: boolean;
  onEdited: () => void;
}

/** A number of the revenue form: typed as text, kept as number or null (spec 5). */
export function RevenueNumberField({
  control,
  name,
  label,
  whole,
  showError,
  onEdited,
}: RevenueNumberFieldProps) {
  const { field, fieldState } = useController({ control, name });
  const validationText = useValidationText();
  const [text, setText] = useState(field.value === null ? '' : String(field.value));
  // Read the error on every render: react-hook-form only re-renders for state a render has read.
  const message = fieldState.error?.message;
  const error = showError ? validationText(message) : undefined;
  return (
    <TextField
      label={label}
      value={text}
      fullWidth
      error={Boolean(error)}
      helperText={error}
      onChange={(event) => {
        const next = event.target.value;
        if (!acceptsRevenueText(next, whole)) return;
        setText(next);
        field.onChange(revenueNumber(next));
        onEdited();
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      slotProps={{ htmlInput: { inputMode: whole ? 'numeric' : 'decimal', name } }}
    />
  );
}
