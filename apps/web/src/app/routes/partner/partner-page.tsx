import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageColumn } from '@/components/ui/page-column';
import { useDocumentTitle } from '@/lib/document-title';

export interface Crumb {
  label: string;
  href: string;
}

interface PartnerPageProps {
  title: string;
  intro?: string;
  /** The trail above this page (spec 2 eligibility criteria: Dashboard, Training Material). */
  crumbs?: readonly Crumb[];
  actions?: ReactNode;
  children: ReactNode;
}

/** Every partner page: breadcrumb, heading, a line on what the page is for, then the content. */
export function PartnerPage({ title, intro, crumbs, actions, children }: PartnerPageProps) {
  const { t } = useTranslation('partner');
  useDocumentTitle(t('pageTitle', { title }));
  return (
    <PageColumn dense>
      {crumbs && crumbs.length > 0 && (
        <Breadcrumbs aria-label={t('shell.breadcrumb')} sx={{ mb: 1, fontSize: 14 }}>
          {crumbs.map((crumb) => (
            <Link key={crumb.href} component={RouterLink} to={crumb.href} underline="hover" color="secondary">
              {crumb.label}
            </Link>
          ))}
          <Typography color="text.primary" sx={{ fontSize: 14 }} aria-current="page">
            {title}
          </Typography>
        </Breadcrumbs>
      )}
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 2,
          alignItems: { xs: 'stretch', sm: 'flex-start' },
          justifyContent: 'space-between',
          mb: { xs: 2, sm: 3 },
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {intro && (
            <Typography color="text.secondary" sx={{ mt: 0.5, maxWidth: 860 }}>
              {intro}
            </Typography>
          )}
        </Box>
        {actions}
      </Box>
      {children}
    </PageColumn>
  );
}
