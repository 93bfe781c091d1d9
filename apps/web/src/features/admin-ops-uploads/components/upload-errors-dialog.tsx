import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { UploadResult } from '@cl/contracts';

interface UploadErrorsDialogProps {
  open: boolean;
  errors: UploadResult['errors'];
  onClose: () => void;
}

/** spec 8: an upload answer with errors opens '{n} Errors found' listing the records. */
export function UploadErrorsDialog({ open, errors, onClose }: UploadErrorsDialogProps) {
  const { t } = useTranslation('admin-ops');
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="upload-errors-title">
      <DialogTitle id="upload-errors-title">{t('upload.errorsTitle', { n: errors.length })}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>{t('upload.errorsIntro')}</DialogContentText>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('upload.row')}</TableCell>
              <TableCell>{t('upload.applicationId')}</TableCell>
              <TableCell>{t('upload.message')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {errors.map((error) => (
              <TableRow key={`${error.row}-${error.message}`}>
                <TableCell>{error.row}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                  {error.applicationId ?? '—'}
                </TableCell>
                <TableCell>{error.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
