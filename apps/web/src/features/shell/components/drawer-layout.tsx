import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import type { ReactNode } from 'react';

interface DrawerLayoutProps {
  width: number;
  /** The menu beside the page on a desktop. */
  menu: ReactNode;
  /** What the slide-in drawer holds on a phone (the menu, and what the header has no room for). */
  mobileMenu: ReactNode;
  mobileOpen: boolean;
  onCloseMobile: () => void;
  /** The page. */
  children: ReactNode;
}

/** The portals' body (admin, partner): a side menu on a desktop, a slide-in one on a phone, the page. */
export function DrawerLayout({
  width,
  menu,
  mobileMenu,
  mobileOpen,
  onCloseMobile,
  children,
}: DrawerLayoutProps) {
  return (
    <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
      <Drawer
        variant="permanent"
        sx={{
          display: { xs: 'none', md: 'block' },
          width,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width, position: 'relative', borderRight: 1, borderColor: 'divider' },
        }}
      >
        {menu}
      </Drawer>
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={onCloseMobile}
        sx={{ display: { md: 'none' }, '& .MuiDrawer-paper': { width } }}
      >
        {mobileMenu}
      </Drawer>
      <Box component="main" sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        {children}
      </Box>
    </Box>
  );
}
