import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { LAYOUT } from '@cl/contracts';

/** A sticky page header bar (what AppBar + Toolbar draw, without their weight on the start page). */
export function TopBar({ children }: { children: ReactNode }) {
  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          maxWidth: LAYOUT.maxWidth,
          mx: 'auto',
          px: { xs: 2, sm: 3 },
          minHeight: { xs: 56, sm: 64 },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
