import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/toast';
import { BANNER_DESIGNS, bannerSvg, type BannerBrand, type BannerDesign } from '../utils/banner-svg';
import { downloadBlob, downloadSvg, svgToPng } from '../utils/download';
import { svgDataUrl } from '../utils/svg-data';

interface BannerGalleryProps {
  brand: BannerBrand;
  brandName: string;
  partnerKey: string;
  qrSvg: string;
}

/** Banners drawn as SVG in the partner's colours; previewed as images, saved as PNG or SVG. */
export function BannerGallery({ brand, brandName, partnerKey, qrSvg }: BannerGalleryProps) {
  const { t } = useTranslation('partner');
  const [busy, setBusy] = useState<string | null>(null);

  const svgFor = (design: BannerDesign) =>
    bannerSvg(
      design,
      {
        brand: brandName,
        headline: t(`banners.designs.${design.id}.headline`),
        subline: t(`banners.designs.${design.id}.subline`),
        cta: t(`banners.designs.${design.id}.cta`),
        scan: t('banners.scan'),
        disclaimer: t('banners.disclaimer'),
      },
      brand,
      qrSvg,
    );

  const savePng = (design: BannerDesign, svg: string) => {
    setBusy(design.id);
    svgToPng(svgDataUrl(svg), design.width, design.height)
      .then((blob) => {
        downloadBlob(blob, `${partnerKey}-${design.id}.png`);
      })
      .catch((error: unknown) => {
        console.error('PNG export failed', error);
        notify('error', t('banners.pngFailed'));
      })
      .finally(() => {
        setBusy(null);
      });
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
      }}
    >
      {BANNER_DESIGNS.map((design) => {
        const svg = svgFor(design);
        const title = t(`banners.designs.${design.id}.title`);
        return (
          <Paper key={design.id} variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column' }}>
            <Box
              sx={{
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'action.hover',
                borderRadius: 1,
                p: 1,
                height: 280,
              }}
            >
              <Box
                component="img"
                src={svgDataUrl(svg)}
                alt={t('banners.previewAlt', { title })}
                sx={{ maxWidth: '100%', maxHeight: 264, boxShadow: 2, borderRadius: 0.5 }}
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
                disabled={busy === design.id}
                onClick={() => {
                  savePng(design, svg);
                }}
              >
                {t('banners.downloadPng')}
              </Button>
              <Button
                size="small"
                variant="outlined"
                color="secondary"
                startIcon={<DownloadIcon />}
                onClick={() => {
                  downloadSvg(svg, `${partnerKey}-${design.id}.svg`);
                }}
              >
                {t('banners.downloadSvg')}
              </Button>
            </Stack>
          </Paper>
        );
      })}
    </Box>
  );
}
