import Box from '@mui/material/Box';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from 'react-i18next';

/** spec 2: the centred spinner, a Suspense fallback inside a page. */
export function CenteredSpinner({ minHeight = 240 }: { minHeight?: number | string }) {
  // Never suspends itself: it is what is shown while something else suspends.
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight, width: '100%' }}>
      <Spinner label={t('loading')} />
    </Box>
  );
}
