import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/date-format';
import { notify } from '@/lib/toast';
import { useAddCsrNote } from '../api/add-csr-note';
import type { CsrCustomer } from '@cl/contracts';

/** Notes on a customer, newest first, with a form to add one. */
export function CustomerNotes({ userId, notes }: { userId: number; notes: CsrCustomer['notes'] }) {
  const { t, i18n } = useTranslation('admin-ops');
  const [note, setNote] = useState('');
  const add = useAddCsrNote();
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {t('csr.notes')}
      </Typography>
      <Box
        component="form"
        sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate(
            { userId, note: note.trim() },
            {
              onSuccess: () => {
                setNote('');
                notify('success', t('csr.noteAdded'));
              },
            },
          );
        }}
      >
        <TextField
          multiline
          minRows={2}
          label={t('csr.addNote')}
          placeholder={t('csr.notePlaceholder')}
          value={note}
          onChange={(event) => {
            setNote(event.target.value);
          }}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={note.trim().length < 2 || add.isPending}
          sx={{ alignSelf: 'flex-end' }}
        >
          {t('csr.addNote')}
        </Button>
      </Box>
      {notes.length === 0 ? (
        <Typography color="text.secondary">{t('csr.noNotes')}</Typography>
      ) : (
        notes.map((entry) => (
          <Box
            key={`${entry.at}-${entry.adminId}`}
            sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 1.5 }}
          >
            <Typography variant="body2" color="text.secondary">
              {formatDateTime(entry.at, i18n.language)} · {t('csr.byAdmin', { id: entry.adminId })}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{entry.note}</Typography>
          </Box>
        ))
      )}
    </Paper>
  );
}
