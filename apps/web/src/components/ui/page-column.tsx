import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { LAYOUT } from '@cl/contracts';

/**
 * The centred column a page's content sits in: full width on a phone, at most LAYOUT.maxWidth on
 * a desktop. `dense` is for portal pages, which sit under a header and a breadcrumb.
 */
export function PageColumn({ children, dense = false }: { children: ReactNode; dense?: boolean }) {
  return (
    <Box
      sx={{
        width: '100%',
        maxWidth: LAYOUT.maxWidth,
        mx: 'auto',
        px: { xs: 2, sm: 3 },
        py: dense ? { xs: 2, sm: 3 } : { xs: 3, sm: 5 },
      }}
    >
      {children}
    </Box>
  );
}
