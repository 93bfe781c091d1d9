import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

interface SegmentedControlProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string; lang?: string }[];
  onChange: (value: T) => void;
  fullWidth?: boolean;
}

/**
 * A row of buttons of which one is pressed (channel toggle, language selector). Plain buttons with
 * aria-pressed: MUI's ToggleButtonGroup would add ~3 KB to the start page for the same thing.
 */
export function SegmentedControl<T extends string>({
  label,
  value,
  options,
  onChange,
  fullWidth,
}: SegmentedControlProps<T>) {
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', gap: 1, width: fullWidth ? '100%' : 'auto' }}>
      {options.map((option) => {
        const pressed = option.value === value;
        return (
          <Button
            key={option.value}
            lang={option.lang}
            aria-pressed={pressed}
            variant={pressed ? 'contained' : 'outlined'}
            color={pressed ? 'primary' : 'inherit'}
            onClick={() => {
              if (!pressed) onChange(option.value);
            }}
            sx={{ flex: fullWidth ? 1 : 'none', borderColor: 'divider', minWidth: 88 }}
          >
            {option.label}
          </Button>
        );
      })}
    </Box>
  );
}
