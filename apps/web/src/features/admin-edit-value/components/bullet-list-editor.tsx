import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import { useValidationText } from '@/lib/validation-text';

interface BulletListEditorProps {
  rows: string[];
  label: string;
  onChange: (rows: string[]) => void;
}

/** spec 2/5 marketing_bullets: rows of text, add and remove; every row must be non-empty. */
export function BulletListEditor({ rows, label, onChange }: BulletListEditorProps) {
  const { t } = useTranslation('admin');
  const validationText = useValidationText();
  const emptyText = validationText('validation.bulletsEmpty');
  return (
    <Stack spacing={1.5}>
      {rows.map((row, index) => {
        const position = index + 1;
        const missing = row.trim() === '';
        return (
          // Rows have no identity of their own: while editing, the position is their identity.
          <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <TextField
              fullWidth
              size="small"
              label={t('editValue.bulletLabel', { label, position })}
              value={row}
              error={missing}
              helperText={missing ? emptyText : undefined}
              onChange={(event) => {
                onChange(rows.map((value, i) => (i === index ? event.target.value : value)));
              }}
            />
            <IconButton
              aria-label={t('editValue.removeBullet', { position })}
              onClick={() => {
                onChange(rows.filter((_, i) => i !== index));
              }}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Box>
        );
      })}
      <Box>
        <Button
          startIcon={<AddIcon />}
          onClick={() => {
            onChange([...rows, '']);
          }}
        >
          {t('editValue.addBullet')}
        </Button>
      </Box>
    </Stack>
  );
}
