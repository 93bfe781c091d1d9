import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';

interface FormSwitchFieldProps<T extends FieldValues> {
  name: FieldPathByValue<T, boolean>;
  control: Control<T>;
  label: string;
}

/** A react-hook-form yes/no field shown as a labelled switch. */
export function FormSwitchField<T extends FieldValues>({ name, control, label }: FormSwitchFieldProps<T>) {
  const { field } = useController({ name, control });
  return (
    <FormControlLabel
      control={
        <Switch
          checked={field.value}
          onChange={(event) => {
            field.onChange(event.target.checked);
          }}
        />
      }
      label={label}
    />
  );
}
