import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { TopBar } from '@/components/ui/top-bar';

/** The slim header of the partner and admin areas: logo, area name, one action slot. */
export function AreaHeader({
  logo,
  areaName,
  action,
}: {
  logo: ReactNode;
  areaName: string;
  action?: ReactNode;
}) {
  return (
    <TopBar>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flex: 1, minWidth: 0 }}>
        {logo}
        <Typography color="text.secondary" noWrap sx={{ borderLeft: 1, borderColor: 'divider', pl: 1.5 }}>
          {areaName}
        </Typography>
      </Box>
      {action}
    </TopBar>
  );
}
