import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { LAYOUT } from '@cl/contracts';

/** The width and padding every page of this area uses (spec 9: page max width 1600). */
export function PageContainer({ children, narrow }: { children: ReactNode; narrow?: boolean }) {
  return (
    <Box
      sx={{
        width: '100%',
        maxWidth: narrow ? 880 : LAYOUT.maxWidth,
        mx: 'auto',
        px: { xs: 2, sm: 3 },
        py: { xs: 3, sm: 5 },
      }}
    >
      {children}
    </Box>
  );
}
