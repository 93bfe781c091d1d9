import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/toast';
import { BANNER_DESIGNS, type BannerBrand, type BannerDesign, type BannerText } from '../utils/banner-layout';
import { downloadBlob, downloadSvg, svgMarkup, svgToPng } from '../utils/download';
import { svgDataUrl } from '../utils/svg-data';
import { BannerArt } from './banner-art';

interface BannerGalleryProps {
  brand: BannerBrand;
  brandName: string;
  partnerKey: string;
  qrSvg: string;
}

/** Banners drawn as SVG in the partner's colours; previewed in the page, saved as PNG or SVG. */
export function BannerGallery({ brand, brandName, partnerKey, qrSvg }: BannerGalleryProps) {
  const { t } = useTranslation('partner');
  const textFor = (design: BannerDesign): BannerText => ({
    brand: brandName,
    headline: t(`banners.designs.${design.id}.headline`),
    subline: t(`banners.designs.${design.id}.subline`),
    cta: t(`banners.designs.${design.id}.cta`),
    scan: t('banners.scan'),
    disclaimer: t('banners.disclaimer'),
  });
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
      }}
    >
      {BANNER_DESIGNS.map((design) => (
        <BannerCard
          key={design.id}
          design={design}
          text={textFor(design)}
          brand={brand}
          partnerKey={partnerKey}
          qrSvg={qrSvg}
        />
      ))}
    </Box>
  );
}

interface BannerCardProps {
  design: BannerDesign;
  text: BannerText;
  brand: BannerBrand;
  partnerKey: string;
  qrSvg: string;
}

function BannerCard({ design, text, brand, partnerKey, qrSvg }: BannerCardProps) {
  const { t } = useTranslation('partner');
  const [busy, setBusy] = useState(false);
  const art = useRef<SVGSVGElement>(null);
  const title = t(`banners.designs.${design.id}.title`);
  // The files are the previewed element itself, serialised: what is saved is what was shown.
  const markup = () => (art.current ? svgMarkup(art.current) : null);

  const savePng = () => {
    const svg = markup();
    if (svg === null) return;
    setBusy(true);
    svgToPng(svgDataUrl(svg), design.width, design.height)
      .then((blob) => {
        downloadBlob(blob, `${partnerKey}-${design.id}.png`);
      })
      .catch((error: unknown) => {
        console.error('PNG export failed', error);
        notify('error', t('banners.pngFailed'));
      })
      .finally(() => {
        setBusy(false);
      });
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column' }}>
      <Box
        sx={{
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.hover',
          borderRadius: 1,
          p: 1,
          height: 280,
          '& svg': { width: 'auto', height: 'auto', maxWidth: '100%', maxHeight: 264, boxShadow: 2 },
        }}
      >
        <BannerArt
          ref={art}
          design={design}
          text={text}
          brand={brand}
          qrSvg={qrSvg}
          title={t('banners.previewAlt', { title })}
        />
      </Box>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mt: 1.5 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
        {t('banners.size', {
          width: design.width,
          height: design.height,
          use: t(`banners.designs.${design.id}.use`),
        })}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
        <Button
          size="small"
          variant="contained"
          startIcon={<DownloadIcon />}
          disabled={busy}
          onClick={savePng}
        >
          {t('banners.downloadPng')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          color="secondary"
          startIcon={<DownloadIcon />}
          onClick={() => {
            const svg = markup();
            if (svg !== null) downloadSvg(svg, `${partnerKey}-${design.id}.svg`);
          }}
        >
          {t('banners.downloadSvg')}
        </Button>
      </Stack>
    </Paper>
  );
}
