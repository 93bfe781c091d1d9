import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LenderDto, LenderPropertyUpdate } from '@cl/contracts';
import { useValidationText } from '@/lib/validation-text';
import { useUpdateLender } from '../api/update-lender';
import { checkLenderUpdate } from '../utils/lender-fields';

type Draft = { so_text: string; so_date_start: string; so_date_end: string };
const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * spec 2 lender list: special offer Edit for its text and dates. Each changed property is saved
 * with update-lender-data (one property per call, spec 7); an end before the start is refused here.
 */
export function SpecialOfferDialog({ lender, onClose }: { lender: LenderDto; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const validationText = useValidationText();
  const update = useUpdateLender();
  const [draft, setDraft] = useState<Draft>({
    so_text: lender.so_text ?? '',
    so_date_start: lender.so_date_start ?? '',
    so_date_end: lender.so_date_end ?? '',
  });
  const [error, setError] = useState<string | undefined>();
  const set = (key: keyof Draft) => (event: { target: { value: string } }) => {
    setDraft((current) => ({ ...current, [key]: event.target.value }));
    setError(undefined);
  };

  const save = async () => {
    const start = orNull(draft.so_date_start);
    const end = orNull(draft.so_date_end);
    if (start && end && start > end) {
      setError(t('lenders.offerDatesOrder'));
      return;
    }
    // The server checks start <= end after every single change: move the end first when the new
    // start is after the old end.
    const endFirst = start !== null && lender.so_date_end !== null && start > lender.so_date_end;
    const keys = endFirst
      ? (['so_text', 'so_date_end', 'so_date_start'] as const)
      : (['so_text', 'so_date_start', 'so_date_end'] as const);
    const updates: LenderPropertyUpdate[] = [];
    for (const key of keys) {
      const value = orNull(draft[key]);
      if (value === lender[key]) continue;
      const check = checkLenderUpdate(key, value);
      if (!check.ok) {
        setError(validationText(check.message));
        return;
      }
      updates.push(check.update);
    }
    try {
      for (const next of updates) await update.mutateAsync({ lender_id: lender.lender_id, ...next });
      onClose();
    } catch {
      // useUpdateLender has shown the server's message and reloaded the lender.
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{t('lenders.offerTitle', { name: lender.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('lenders.offerText')}
            value={draft.so_text}
            onChange={set('so_text')}
            multiline
            minRows={2}
          />
          <TextField
            label={t('lenders.offerStart')}
            type="date"
            value={draft.so_date_start}
            onChange={set('so_date_start')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label={t('lenders.offerEnd')}
            type="date"
            value={draft.so_date_end}
            onChange={set('so_date_end')}
            error={Boolean(error)}
            helperText={error}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        <Button variant="contained" disabled={update.isPending} onClick={() => void save()}>
          {t('actions.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
