import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/document-title';

interface JourneyPageProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** Forms read best narrow; summaries may be wider. */
  width?: number;
}

/** The frame of the journey pages: a heading and one card, full width on a 360px phone. */
export function JourneyPage({ title, subtitle, children, width = 760 }: JourneyPageProps) {
  useDocumentTitle(title);
  return (
    <Box sx={{ width: '100%', maxWidth: width, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: { xs: 2.5, sm: 5 } }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, px: { xs: 0.5, sm: 0 } }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ mt: 1, px: { xs: 0.5, sm: 0 } }}>
          {subtitle}
        </Typography>
      )}
      <Paper variant="outlined" sx={{ mt: 2.5, p: { xs: 2, sm: 4 } }}>
        {children}
      </Paper>
    </Box>
  );
}
