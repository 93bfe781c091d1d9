import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const SAFE_SOURCE = /^(https?:\/\/|\/(?!\/))/;
// The seeded art's size: the image's own width and height give its shape before it arrives.
const WIDTH = 320;
const HEIGHT = 200;

/** The category image, or spec 8's 'No Thumbnail Image found' when there is none or it fails. */
export function CardThumbnail({ src, alt }: { src: string | null; alt: string }) {
  const { t } = useTranslation('cards');
  const [failed, setFailed] = useState(false);
  const usable = src !== null && SAFE_SOURCE.test(src) && !failed;
  return (
    <Box
      sx={{
        // A fixed height, so nothing moves when the image arrives; a small picture on a phone, and
        // a missing image takes a short strip, not a full picture's height of scrolling.
        ...(usable ? { height: { xs: 128, sm: 160 } } : { minHeight: 72 }),
        bgcolor: 'action.hover',
        display: 'grid',
        placeItems: 'center',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      {usable ? (
        <Box
          component="img"
          src={src}
          alt={alt}
          width={WIDTH}
          height={HEIGHT}
          loading="lazy"
          decoding="async"
          onError={() => {
            setFailed(true);
          }}
          sx={{ width: 'auto', maxWidth: '100%', height: '100%', objectFit: 'contain' }}
        />
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, textAlign: 'center' }}>
          {t('noThumbnail')}
        </Typography>
      )}
    </Box>
  );
}
