import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/document-title';

interface AdminPageProps {
  /** The page's name; the tab reads 'Admin - <title>' (spec 2). */
  title: string;
  actions?: ReactNode;
  breadcrumb?: ReactNode;
  children: ReactNode;
}

/** Every admin page's frame: tab title, heading with actions, content. */
export function AdminPage({ title, actions, breadcrumb, children }: AdminPageProps) {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('pageTitle', { page: title }));
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      {breadcrumb}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flex: 1, minWidth: 200 }}>
          {title}
        </Typography>
        {actions}
      </Box>
      {children}
    </Box>
  );
}
