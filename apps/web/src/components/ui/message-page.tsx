import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface MessagePageProps {
  eyebrow?: string;
  title: string;
  body: string;
  action?: ReactNode;
}

/** A centred full-page message: not-found and error pages share it. */
export function MessagePage({ eyebrow, title, body, action }: MessagePageProps) {
  return (
    <Box
      component="section"
      sx={{
        display: 'grid',
        placeItems: 'center',
        textAlign: 'center',
        px: 2,
        py: { xs: 6, sm: 10 },
        flex: 1,
      }}
    >
      <Box sx={{ maxWidth: 520 }}>
        {eyebrow && (
          <Typography variant="h2" component="p" color="primary" sx={{ fontWeight: 700 }}>
            {eyebrow}
          </Typography>
        )}
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mt: 1, wordBreak: 'break-word' }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5, mb: 3 }}>
          {body}
        </Typography>
        {action}
      </Box>
    </Box>
  );
}
