import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/components/ui/copy-button';

/** A tracking link's address (selectable, wraps on a phone) with its Copy button. */
export function LinkCopy({ url }: { url: string }) {
  const { t } = useTranslation('admin-ops');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography
        component="code"
        variant="body2"
        sx={{ fontFamily: 'monospace', wordBreak: 'break-all', flex: '1 1 12rem', minWidth: 0 }}
      >
        {url}
      </Typography>
      <CopyButton
        text={url}
        size="small"
        label={t('tracking.copy')}
        copiedMessage={t('tracking.copied')}
        failedMessage={t('tracking.copyFailed')}
      />
    </Box>
  );
}
