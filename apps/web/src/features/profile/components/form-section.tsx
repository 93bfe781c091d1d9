import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Children, type ReactNode } from 'react';

/** A titled group of fields: one column on a phone, two from 600px. */
export function FormSection({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h6" sx={{ fontWeight: 700, p: 0 }}>
        {title}
      </Typography>
      {hint && (
        <Typography color="text.secondary" variant="body2" sx={{ mt: '0 !important' }}>
          {hint}
        </Typography>
      )}
      <Grid container spacing={2}>
        {Children.toArray(children).map((child, index) => (
          <Grid key={index} size={{ xs: 12, sm: 6 }}>
            {child}
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
