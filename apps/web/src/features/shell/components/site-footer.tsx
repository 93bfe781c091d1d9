import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LAYOUT } from '@cl/contracts';

interface SiteFooterProps {
  languageSelector: ReactNode;
  termsHref: string;
  privacyHref: string;
  companyName: string;
}

/** spec 2: language selector, terms and privacy links, copyright; RBI DLD: we are an LSP, free. */
export function SiteFooter({ languageSelector, termsHref, privacyHref, companyName }: SiteFooterProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', mt: 'auto' }}
    >
      <Stack spacing={2} sx={{ maxWidth: LAYOUT.maxWidth, mx: 'auto', px: { xs: 2, sm: 3 }, py: 3 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
        >
          {languageSelector}
          <Stack direction="row" spacing={3} component="nav" aria-label={t('footer.legal')}>
            <Link component={RouterLink} to={termsHref} color="secondary">
              {t('footer.terms')}
            </Link>
            <Link component={RouterLink} to={privacyHref} color="secondary">
              {t('footer.privacy')}
            </Link>
          </Stack>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('footer.lsp', { company: companyName })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('footer.copyright', { year: new Date().getFullYear(), company: companyName })}
        </Typography>
      </Stack>
    </Box>
  );
}
