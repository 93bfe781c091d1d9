import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LENDER_JOURNEYS, LENDER_PRODUCTS } from '@cl/contracts';
import { useValidationText } from '@/lib/validation-text';
import type { SetupFieldSpec, SetupFormValues } from '../utils/lender-setup-fields';

interface LenderSetupFieldProps {
  spec: SetupFieldSpec;
  label: string;
  control: Control<SetupFormValues>;
}

/** One field of a lender setup form, its error (client or server, translated) beside it. */
export function LenderSetupField({ spec, label, control }: LenderSetupFieldProps) {
  const { t } = useTranslation('admin');
  const { field, fieldState } = useController({ name: spec.name, control });
  const error = useValidationText()(fieldState.error?.message);
  const value = field.value;

  if (spec.kind === 'switch')
    return (
      <FormControl error={Boolean(error)}>
        <FormControlLabel
          control={
            <Switch
              checked={value === true}
              onChange={(_event, next) => {
                field.onChange(next);
              }}
            />
          }
          label={label}
        />
        {error && <FormHelperText>{error}</FormHelperText>}
      </FormControl>
    );

  if (spec.kind === 'products') {
    const chosen = Array.isArray(value) ? value : [];
    return (
      <FormControl component="fieldset" error={Boolean(error)} sx={{ gridColumn: '1 / -1' }}>
        <FormLabel component="legend">{label}</FormLabel>
        <FormGroup row>
          {LENDER_PRODUCTS.map((product) => (
            <FormControlLabel
              key={product}
              label={t(`onboarding.productNames.${product}`)}
              control={
                <Checkbox
                  checked={chosen.includes(product)}
                  onChange={(_event, on) => {
                    field.onChange(on ? [...chosen, product] : chosen.filter((p) => p !== product));
                  }}
                />
              }
            />
          ))}
        </FormGroup>
        {error && <FormHelperText>{error}</FormHelperText>}
      </FormControl>
    );
  }

  return (
    <TextField
      label={label}
      fullWidth
      select={spec.kind === 'journey'}
      multiline={spec.kind === 'multiline'}
      minRows={spec.kind === 'multiline' ? 2 : undefined}
      name={field.name}
      inputRef={field.ref}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => {
        field.onChange(event.target.value);
      }}
      onBlur={field.onBlur}
      error={Boolean(error)}
      helperText={error}
      slotProps={spec.kind === 'number' ? { htmlInput: { inputMode: 'decimal' } } : undefined}
    >
      {spec.kind === 'journey' &&
        LENDER_JOURNEYS.map((journey) => (
          <MenuItem key={journey} value={journey}>
            {t(`onboarding.lender.journeys.${journey}`)}
          </MenuItem>
        ))}
    </TextField>
  );
}
