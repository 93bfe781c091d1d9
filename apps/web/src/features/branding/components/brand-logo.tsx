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

/** spec 2 header: the partner's logo (and co-brand logo), linking home. Plain CSS (issue 16). */
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
    <Link to={href} aria-label={t('brand.logoAlt', { name })} className="cl-logo">
      {logo ? (
        <img src={logo} alt="" onError={drop(logo)} className="cl-logo__img" />
      ) : (
        <span className="cl-logo__name">{name}</span>
      )}
      {coBrandLogo && <img src={coBrandLogo} alt="" onError={drop(coBrandLogo)} className="cl-logo__co" />}
    </Link>
  );
}
