import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { BrandLogo } from '@/features/branding/components/brand-logo';
import { AreaHeader } from '@/features/shell/components/area-header';
import { LanguageSelector } from '@/features/shell/components/language-selector';

/** The admin console frame; the 240px drawer (spec 2) comes with the first admin page. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <AreaHeader
        areaName={t('area')}
        action={<LanguageSelector />}
        logo={
          <BrandLogo partnerName="cl" fallbackName={env.companyName} href={paths.admin.login.getHref()} />
        }
      />
      <Box component="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        {children}
      </Box>
    </Box>
  );
}
