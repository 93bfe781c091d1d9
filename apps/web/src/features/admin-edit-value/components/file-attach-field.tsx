import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useValidationText } from '@/lib/validation-text';

interface FileAttachFieldProps {
  file: File | null;
  label: string;
  accept: string;
  onChange: (file: File | null) => void;
}

/** spec 2 file attach for category_img_thumb: one image; another type is 'Invalid file type'. */
export function FileAttachField({ file, label, accept, onChange }: FileAttachFieldProps) {
  const { t } = useTranslation('admin');
  const validationText = useValidationText();
  const inputId = useId();
  const [invalid, setInvalid] = useState(false);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<AttachFileIcon />}>
          {label}
          <input
            id={inputId}
            type="file"
            accept={accept}
            hidden
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              const ok = chosen === null || chosen.type.startsWith('image/');
              setInvalid(!ok);
              onChange(ok ? chosen : null);
            }}
          />
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          {file ? file.name : validationText('validation.noFileSelected')}
        </Typography>
      </Box>
      {invalid && (
        <Typography variant="body2" color="error" role="alert">
          {validationText('validation.invalidFileType')}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary">
        {t('editValue.imageHint')}
      </Typography>
    </Box>
  );
}
