import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { UploadResult } from '@cl/contracts';

interface UploadResultsDialogProps {
  open: boolean;
  result: UploadResult | null;
  onClose: () => void;
}

/** spec 2 Results dialog: counts of created and updated rows, a table title and a numbered UUID list. */
export function UploadResultsDialog({ open, result, onClose }: UploadResultsDialogProps) {
  const { t } = useTranslation('admin-ops');
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="upload-results-title">
      <DialogTitle id="upload-results-title">{t('upload.resultsTitle')}</DialogTitle>
      {result && (
        <DialogContent dividers>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 2, mb: 2 }}>
            {(
              [
                ['rowsRead', result.rowsRead],
                ['created', result.created],
                ['updated', result.updated],
              ] as const
            ).map(([key, value]) => (
              <Box key={key}>
                <Typography variant="body2" color="text.secondary">
                  {t(`upload.${key}`)}
                </Typography>
                <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid={`result-${key}`}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {t('upload.uuidsTitle')}
          </Typography>
          {result.uuids.length === 0 ? (
            <Typography color="text.secondary">{t('upload.noUuids')}</Typography>
          ) : (
            <Box component="ol" sx={{ pl: 3, my: 1, fontFamily: 'monospace', fontSize: 13 }}>
              {result.uuids.map((uuid) => (
                <li key={uuid}>{uuid}</li>
              ))}
            </Box>
          )}
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
