import Box from '@mui/material/Box';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from 'react-i18next';

/** spec 2: the full-screen loader, shown while an area's code arrives. */
export function FullScreenLoader() {
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <Box
      sx={{
        position: 'fixed',
        inset: 0,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'background.default',
        zIndex: (theme) => theme.zIndex.modal,
      }}
    >
      <Spinner label={t('loading')} size={48} />
    </Box>
  );
}
