import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A customer page's one h1: large on desktop, a size that fits a 360 px phone. */
export function PageHeading({ children }: { children: ReactNode }) {
  return (
    <Typography
      variant="h4"
      component="h1"
      sx={{ fontWeight: 700, fontSize: { xs: '1.625rem', sm: '2.125rem' } }}
    >
      {children}
    </Typography>
  );
}
