import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { BaseSyntheticEvent, ReactNode } from 'react';

interface FormDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** The form's submit (react-hook-form's handleSubmit result). */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** While saving the submit button is disabled. */
  pending: boolean;
  submitLabel: string;
  cancelLabel: string;
  children: ReactNode;
}

/** A small dialog holding one form: title, fields, Cancel and the submit button. */
export function FormDialog(props: FormDialogProps) {
  const { open, title, onClose, onSubmit, pending, submitLabel, cancelLabel, children } = props;
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
