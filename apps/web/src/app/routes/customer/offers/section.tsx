import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface SectionProps {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** A titled part of a page that jump links can point at. */
export function Section({ id, title, intro, children }: SectionProps) {
  return (
    <Box
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{ mt: { xs: 4, sm: 5 }, scrollMarginTop: 80 }}
      id={id}
    >
      <Typography id={`${id}-title`} variant="h5" component="h2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {intro && (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {intro}
        </Typography>
      )}
      <Box sx={{ mt: 2 }}>{children}</Box>
    </Box>
  );
}
