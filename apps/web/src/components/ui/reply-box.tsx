import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { SUPPORT_REPLY_LENGTH } from '@cl/contracts';

interface ReplyBoxProps {
  label: string;
  helperText: string;
  sendLabel: string;
  pending: boolean;
  /** Sends the trimmed text; `done` clears the box once the reply is stored. */
  onSend: (message: string, done: () => void) => void;
  compact?: boolean;
}

/** The reply form of a support thread, for admins (inbox) and partners (their tickets), issue 15. */
export function ReplyBox({ label, helperText, sendLabel, pending, onSend, compact = false }: ReplyBoxProps) {
  const [text, setText] = useState('');
  return (
    <Box
      component="form"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
      onSubmit={(event) => {
        event.preventDefault();
        onSend(text.trim(), () => {
          setText('');
        });
      }}
    >
      <TextField
        size={compact ? 'small' : 'medium'}
        multiline
        minRows={compact ? 2 : 3}
        label={label}
        helperText={helperText}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
        }}
        slotProps={{ htmlInput: { maxLength: SUPPORT_REPLY_LENGTH.max } }}
      />
      <Button
        type="submit"
        size={compact ? 'small' : 'medium'}
        variant={compact ? 'outlined' : 'contained'}
        disabled={text.trim().length < SUPPORT_REPLY_LENGTH.min || pending}
        sx={{ alignSelf: 'flex-end' }}
      >
        {sendLabel}
      </Button>
    </Box>
  );
}
