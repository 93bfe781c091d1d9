import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const SAFE_SOURCE = /^(https?:\/\/|\/(?!\/))/;

/** The category image, or spec 8's 'No Thumbnail Image found' when there is none or it fails. */
export function CardThumbnail({ src, alt }: { src: string | null; alt: string }) {
  const { t } = useTranslation('cards');
  const [failed, setFailed] = useState(false);
  const usable = src !== null && SAFE_SOURCE.test(src) && !failed;
  return (
    <Box
      sx={{
        // A missing image takes a short strip, not a full picture's height of scrolling on a phone.
        ...(usable ? { aspectRatio: '16 / 9' } : { minHeight: 72 }),
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
          loading="lazy"
          decoding="async"
          onError={() => {
            setFailed(true);
          }}
          sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
        />
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, textAlign: 'center' }}>
          {t('noThumbnail')}
        </Typography>
      )}
    </Box>
  );
}
