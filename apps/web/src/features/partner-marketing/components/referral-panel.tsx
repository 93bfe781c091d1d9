import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/components/ui/copy-button';
import { downloadSvg } from '../utils/download';
import { svgDataUrl } from '../utils/svg-data';

interface ReferralPanelProps {
  link: string;
  qrSvg: string;
  partnerKey: string;
}

/** The partner's referral link (copy, share) and its QR code (shown as an image, downloadable). */
export function ReferralPanel({ link, qrSvg, partnerKey }: ReferralPanelProps) {
  const { t } = useTranslation('partner');
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t('referral.linkTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
          {t('referral.linkHelp')}
        </Typography>
        <Box
          data-testid="referral-link"
          sx={{
            p: 1.5,
            bgcolor: 'action.hover',
            borderRadius: 1,
            fontFamily: 'monospace',
            fontSize: 14,
            wordBreak: 'break-all',
          }}
        >
          {link}
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
          <CopyButton
            text={link}
            label={t('referral.copyLink')}
            copiedMessage={t('copy.copied')}
            failedMessage={t('copy.failed')}
            variant="contained"
          />
          <Button
            variant="outlined"
            color="secondary"
            startIcon={<WhatsAppIcon />}
            href={`https://wa.me/?text=${encodeURIComponent(t('referral.shareText', { link }))}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('referral.shareWhatsapp')}
          </Button>
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, textAlign: 'center' }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          {t('referral.qrTitle')}
        </Typography>
        <Box
          component="img"
          src={svgDataUrl(qrSvg)}
          alt={t('referral.qrAlt')}
          sx={{ width: 200, height: 200, maxWidth: '100%', imageRendering: 'pixelated' }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 2 }}>
          {t('referral.qrHelp')}
        </Typography>
        <Button
          variant="outlined"
          color="secondary"
          startIcon={<DownloadIcon />}
          onClick={() => {
            downloadSvg(qrSvg, `${partnerKey}-referral-qr.svg`);
          }}
        >
          {t('referral.downloadQr')}
        </Button>
      </Paper>
    </Box>
  );
}
