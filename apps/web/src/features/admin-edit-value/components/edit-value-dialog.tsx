import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useValidationText } from '@/lib/validation-text';
import { BulletListEditor } from './bullet-list-editor';
import { FileAttachField } from './file-attach-field';

/** What is edited: one text (optionally restricted as typed), a bullet list, or an image file. */
export type EditValueRequest =
  | {
      kind: 'text';
      initial: string;
      /** spec 5: keystrokes that would make the text fail this are ignored (numbers, utm_id). */
      allow?: RegExp;
      inputMode?: 'text' | 'numeric' | 'decimal' | 'url';
      /** The full rule; returns a message (a contracts validation key or text) when the value fails. */
      validate?: (value: string) => string | undefined;
    }
  | { kind: 'bullets'; initial: string[] }
  | { kind: 'file'; accept: string };

export type EditValueResult =
  { kind: 'text'; value: string } | { kind: 'bullets'; value: string[] } | { kind: 'file'; file: File };

type Draft =
  | { kind: 'text'; value: string }
  | { kind: 'bullets'; value: string[] }
  | { kind: 'file'; file: File | null };

interface EditValueDialogProps {
  title: string;
  label: string;
  request: EditValueRequest;
  pending?: boolean;
  onSubmit: (result: EditValueResult) => void;
  onClose: () => void;
}

function initialDraft(request: EditValueRequest): Draft {
  if (request.kind === 'text') return { kind: 'text', value: request.initial };
  if (request.kind === 'bullets')
    return { kind: 'bullets', value: request.initial.length > 0 ? request.initial : [''] };
  return { kind: 'file', file: null };
}

/** The value to submit, or null while it is missing (spec 2: Submit disabled) or invalid. */
function resultOf(draft: Draft, request: EditValueRequest): EditValueResult | null {
  if (draft.kind === 'text') {
    const value = draft.value.trim();
    if (value === '') return null;
    if (request.kind === 'text' && request.validate?.(value)) return null;
    return { kind: 'text', value };
  }
  if (draft.kind === 'bullets') {
    const rows = draft.value.map((row) => row.trim());
    return rows.length > 0 && rows.every((row) => row !== '') ? { kind: 'bullets', value: rows } : null;
  }
  return draft.file ? { kind: 'file', file: draft.file } : null;
}

/**
 * spec 2 edit-value dialog (partner, lender and credit-card records): a single field by default,
 * a bullet list with add/remove rows for marketing_bullets, a file attach for category_img_thumb.
 * Submit stays disabled while the value is missing. Mount with a key per record and property.
 */
export function EditValueDialog({ title, label, request, pending, onSubmit, onClose }: EditValueDialogProps) {
  const { t } = useTranslation('admin');
  const validationText = useValidationText();
  const [draft, setDraft] = useState<Draft>(() => initialDraft(request));
  const result = resultOf(draft, request);
  const textError =
    draft.kind === 'text' && request.kind === 'text' && draft.value.trim() !== ''
      ? validationText(request.validate?.(draft.value.trim()))
      : undefined;

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (result) onSubmit(result);
        }}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          {draft.kind === 'text' && request.kind === 'text' && (
            <TextField
              autoFocus
              fullWidth
              label={label}
              value={draft.value}
              error={Boolean(textError)}
              helperText={textError}
              onChange={(event) => {
                const next = event.target.value;
                if (request.allow && !request.allow.test(next)) return;
                setDraft({ kind: 'text', value: next });
              }}
              sx={{ mt: 1 }}
              slotProps={{ htmlInput: { inputMode: request.inputMode ?? 'text' } }}
            />
          )}
          {draft.kind === 'bullets' && (
            <BulletListEditor
              rows={draft.value}
              label={label}
              onChange={(rows) => {
                setDraft({ kind: 'bullets', value: rows });
              }}
            />
          )}
          {draft.kind === 'file' && request.kind === 'file' && (
            <FileAttachField
              file={draft.file}
              label={label}
              accept={request.accept}
              onChange={(file) => {
                setDraft({ kind: 'file', file });
              }}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={!result || pending}>
            {t('actions.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
