import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePartnerBranding } from '../api/get-partner-by-name';
import { brandNameOf } from '../hooks/use-brand-name';

interface BrandLogoProps {
  partnerName: string;
  /** Shown as text until the logo loads, or if it fails to. */
  fallbackName: string;
  href: string;
}

/** spec 2 header: the partner's logo (and co-brand logo), linking home. */
export function BrandLogo({ partnerName, fallbackName, href }: BrandLogoProps) {
  const { t } = useTranslation();
  const { data: branding } = usePartnerBranding(partnerName);
  const [failed, setFailed] = useState<readonly string[]>([]);
  const name = brandNameOf(branding, fallbackName);
  const usable = (src: string | null | undefined) => (src && !failed.includes(src) ? src : null);
  const logo = usable(branding?.logo);
  const coBrandLogo = usable(branding?.coBrandLogo);
  const drop = (src: string) => () => {
    setFailed((list) => [...list, src]);
  };

  return (
    <Box
      component={Link}
      to={href}
      aria-label={t('brand.logoAlt', { name })}
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0, textDecoration: 'none' }}
    >
      {logo ? (
        <Box
          component="img"
          src={logo}
          alt=""
          onError={drop(logo)}
          sx={{ height: { xs: 32, sm: 40 }, maxWidth: { xs: 140, sm: 200 }, objectFit: 'contain' }}
        />
      ) : (
        <Typography component="span" variant="h6" color="secondary" sx={{ fontWeight: 800 }} noWrap>
          {name}
        </Typography>
      )}
      {coBrandLogo && (
        <Box
          component="img"
          src={coBrandLogo}
          alt=""
          onError={drop(coBrandLogo)}
          sx={{ height: { xs: 24, sm: 32 }, maxWidth: 120 }}
        />
      )}
    </Box>
  );
}
